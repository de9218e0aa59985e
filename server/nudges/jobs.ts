/** The nudges as scheduled jobs (server/scheduler): reminders first, then the digest. */
import type { ScheduledJob } from '../scheduler/scheduler'
import { sendDueDigests } from './digest'
import { sendDueReminders } from './reminders'

export const nudgeJobs = (publicUrl: string): ScheduledJob[] => [
  { name: 'question reminders', run: (db, now) => sendDueReminders(db, now, publicUrl) },
  { name: 'staff digest', run: (db, now) => sendDueDigests(db, now, publicUrl) },
]
