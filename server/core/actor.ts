/**
 * Who a service acts for. The edge that receives a request (GraphQL, a
 * plain HTTP route, a worker, the command line) finds out who is calling and
 * hands the service the actor it requires: a service never reads a token.
 */

/** An ambassador's lifecycle status (the `ambassadors.status` column). */
export type AmbassadorStatus = 'invited' | 'pending' | 'active' | 'inactive'

export type StaffRole = 'owner' | 'editor'

/** The caller behind a request's bearer token, within the request's organization. */
export type Auth =
  | { readonly kind: 'anonymous'; readonly tokenRejected: boolean }
  | { readonly kind: 'visitor'; readonly sessionId: string }
  | { readonly kind: 'ambassador'; readonly sessionId: string; readonly ambassadorId: string; readonly status: AmbassadorStatus }
  | { readonly kind: 'staff'; readonly sessionId: string; readonly staffId: string; readonly email: string; readonly role: StaffRole }

/** A signed-in ambassador (active, unless the operation is part of onboarding). */
export interface AmbassadorActor {
  readonly ambassadorId: string
  readonly sessionId: string
  readonly status: AmbassadorStatus
}

/** A signed-in staff member. */
export interface StaffActor {
  readonly staffId: string
  readonly sessionId: string
  readonly email: string
  readonly role: StaffRole
}
