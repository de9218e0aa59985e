/** Helpers for the ambassador lifecycle tests (issue 17): invitations, onboarding, the staff list and status changes. */
import { latestMail } from '../../../server/testing/outbox'
import { idempotencyKey, ok } from './test-api'
import type { TestApi } from './test-api'

export interface FieldErrorShape {
  field: string
  code: string
  message: string
}

export const INVITE = 'mutation($e: [String!]!, $k: String!) { inviteAmbassadors(emails: $e, idempotencyKey: $k) { invited fieldErrors { field code message } } }'
export const ACCEPT = 'mutation($t: String!) { acceptInvitation(token: $t) { email status fieldErrors { field code message } } }'
export const COMPLETE =
  'mutation($i: OnboardingProfileInput!) { completeProfile(input: $i) { me { email status ambassador { firstName } weeklyAvailability { weekday start end } } fieldErrors { field code message } } }'
export const STAFF_FIELDS = 'id email firstName lastName status fieldKey studyLevel country city invitedAt invitationExpiresAt submittedAt openQuestionCount'
export const APPROVE = `mutation($id: ID!) { approveAmbassador(ambassadorId: $id) { ambassador { ${STAFF_FIELDS} } fieldErrors { field code message } } }`
export const SET_STATUS = `mutation($id: ID!, $s: AmbassadorStatus!) { setAmbassadorStatus(ambassadorId: $id, status: $s) { ambassador { ${STAFF_FIELDS} } reroutedQuestionCount cancelledMeetingCount fieldErrors { field code message } } }`
export const IMPORT =
  'mutation($csv: String!, $dry: Boolean!, $k: String!) { importAmbassadors(csv: $csv, dryRun: $dry, idempotencyKey: $k) { rows { line email errors } imported notes fieldErrors { field code message } } }'

export interface StaffAmbassador {
  id: string
  email: string
  firstName: string
  lastName: string
  status: string
  fieldKey: string
  studyLevel: string | null
  country: string
  city: string
  invitedAt: string | null
  invitationExpiresAt: string | null
  submittedAt: string | null
  openQuestionCount: number
}

export type InvitePayload = { invited: number; fieldErrors: FieldErrorShape[] }

export async function invite(api: TestApi, token: string, emails: string[], key = idempotencyKey(), headers: Record<string, string> = {}): Promise<InvitePayload> {
  return ok(await api.gql<{ inviteAmbassadors: InvitePayload }>(INVITE, { e: emails, k: key }, { token, headers })).inviteAmbassadors
}

/** The invitation link's token in the latest invitation e-mailed to an address. */
export async function latestInvitationToken(api: TestApi, email: string): Promise<string | null> {
  const mail = await latestMail(api.db, email, 'ambassador_invitation')
  const match = mail === null ? null : /\/ambassadors\?invite=([^&\s]+)/.exec(mail.bodyText)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

export type AcceptPayload = { email: string | null; status: string | null; fieldErrors: FieldErrorShape[] }

export const accept = async (api: TestApi, token: string, headers: Record<string, string> = {}): Promise<AcceptPayload> =>
  ok(await api.gql<{ acceptInvitation: AcceptPayload }>(ACCEPT, { t: token }, { headers })).acceptInvitation

export const profileInput = (over: Record<string, unknown> = {}) => ({
  firstName: 'Zéphyrine',
  lastName: 'Okafor',
  fieldKey: 'engineering',
  studyLevel: 'MASTER',
  languages: ['en', 'fr'],
  country: 'FR',
  city: 'Lyon',
  latitude: 45.76,
  longitude: 4.84,
  interests: ['music'],
  headline: 'Civil engineering in Lyon',
  bioEn: 'I build bridges.',
  bioFr: 'Je construis des ponts.',
  timeZone: 'Europe/Paris',
  weeklyAvailability: [{ weekday: 1, start: '09:00', end: '17:00' }],
  ...over,
})

export async function staffList(api: TestApi, token: string, args: Record<string, unknown> = {}) {
  const query = `query($s: AmbassadorStatus, $q: String, $f: Int, $a: String) { staffAmbassadors(status: $s, search: $q, first: $f, after: $a) { nodes { ${STAFF_FIELDS} } totalCount endCursor hasNextPage } }`
  return ok(
    await api.gql<{ staffAmbassadors: { nodes: StaffAmbassador[]; totalCount: number; endCursor: string | null; hasNextPage: boolean } }>(
      query,
      { s: args.status, q: args.search, f: args.first, a: args.after },
      { token },
    ),
  ).staffAmbassadors
}
