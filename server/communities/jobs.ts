/** The groups' scheduled job (server/scheduler): the members' weekly digest (decision 147). */
import type { ScheduledJob } from '../scheduler/scheduler'
import { sendDueCommunityDigests } from './digest'

export const communityJobs = (publicUrl: string): ScheduledJob[] => [{ name: 'community digest', run: (db, now) => sendDueCommunityDigests(db, now, publicUrl) }]
