/**
 * What each side of a meeting may read of the visitor (issue 32): the
 * manage-link holder (the visitor) reads their own details; the ambassador
 * never gets the visitor's e-mail address, and gets the phone number only for
 * a confirmed phone call, from one hour before its start until its end. Every
 * such reveal is written to the audit log, so staff can see who saw a number.
 */
import { recordAudit } from '../audit/record'
import { ambassadorById } from '../ambassadors/loaders'
import type { Deps } from '../core/deps'
import type { MeetingWithLink } from './manage'
import { isPhoneRevealOpen } from './join-link'

/** A meeting as the API returns it: with the manage token when its holder asked (bookMeeting, managedMeeting, cancelMeeting). */
export type MeetingView = MeetingWithLink

export const isHolderView = (m: MeetingView): boolean => m.manageToken !== undefined

export const visitorEmailFor = (m: MeetingView): string | null => (isHolderView(m) ? m.email : null)

type RevealDeps = Pick<Deps, 'db' | 'org' | 'clock'> & Parameters<typeof ambassadorById>[0]

export async function visitorPhoneFor(deps: RevealDeps, m: MeetingView): Promise<string | null> {
  if (m.type !== 'phone' || m.phone === '') return null
  if (isHolderView(m)) return m.phone
  if (!isPhoneRevealOpen(m, deps.clock())) return null
  const ambassador = await ambassadorById(deps).load(m.ambassadorId)
  await recordAudit(deps.db, { orgId: m.orgId, actorEmail: ambassador?.email ?? null, kind: 'meeting.phoneReveal', target: m.id })
  return m.phone
}
