/**
 * Profile review (issue 32) from browser tests: an active ambassador's
 * profile change waits for staff; tests about something else approve it
 * through the API, as an editor would in the console.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'
import { EDITOR, staffTokenFromApi } from './staff-helpers'

/** The id of the ambassador's waiting revision, or null. */
export async function pendingRevisionOf(request: APIRequestContext, staffToken: string, ambassadorId: string): Promise<string | null> {
  const data = await gqlData<{ pendingProfileRevisions: { nodes: { id: string; ambassador: { id: string } }[] } }>(
    request,
    '{ pendingProfileRevisions(first: 100) { nodes { id ambassador { id } } } }',
    {},
    staffToken,
  )
  return data.pendingProfileRevisions.nodes.find((node) => node.ambassador.id === ambassadorId)?.id ?? null
}

/** Approves the ambassador's waiting profile change as an editor; it must be waiting. */
export async function approveProfileChange(request: APIRequestContext, ambassadorId: string): Promise<void> {
  const token = await staffTokenFromApi(request, EDITOR)
  const revisionId = await pendingRevisionOf(request, token, ambassadorId)
  expect(revisionId, 'a profile change waits for review').not.toBeNull()
  const data = await gqlData<{ approveProfileRevision: { status: string | null } }>(
    request,
    'mutation($id: ID!) { approveProfileRevision(revisionId: $id) { status fieldErrors { code } } }',
    { id: revisionId },
    token,
  )
  expect(data.approveProfileRevision.status).toBe('APPROVED')
}
