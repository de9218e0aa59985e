/** The scheduled jobs (server/scheduler): follow-up mails (decision 090), the visitor's unread answers (decision 144), then the nudges — reminders (questions, then calls: issue 33), then the digest. */
import { sendDueFollowUpMails } from '../conversations/follow-up-mails'
import { sendDueVisitorMails } from '../conversations/visitor-mails'
import type { ScheduledJob } from '../scheduler/scheduler'
import { sendDueDigests } from './digest'
import { sendDueReminders } from './reminders'
import { sendDueMeetingReminders } from '../meetings/reminders'

export const nudgeJobs = (publicUrl: string): ScheduledJob[] => [
  { name: 'follow-up mails', run: (db, now) => sendDueFollowUpMails(db, now, publicUrl) },
  { name: 'visitor mails', run: (db, now) => sendDueVisitorMails(db, now, publicUrl) },
  { name: 'question reminders', run: (db, now) => sendDueReminders(db, now, publicUrl) },
  { name: 'meeting reminders', run: (db, now) => sendDueMeetingReminders(db, now, publicUrl) },
  { name: 'staff digest', run: (db, now) => sendDueDigests(db, now, publicUrl) },
]
