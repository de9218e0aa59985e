import { expect, type Frame, type FrameLocator, type Page, type Request } from '@playwright/test'
import { E2E_BASE_URL } from '../support/environment'

/** The portal's origin as host pages see it (`widget.js`'s src, the frames' origin). */
export const PORTAL_ORIGIN = new URL(E2E_BASE_URL).origin

/** The portal frame of a host page (`frame.html` calls it #portal). */
export const portalFrame = (page: Page, selector = '#portal'): FrameLocator => page.frameLocator(selector)

/** The Frame object of the portal page inside a host page (for evaluate). */
export async function portalFrameOf(page: Page, pathPart = '/iframe'): Promise<Frame> {
  let found: Frame | undefined
  await expect.poll(() => (found = page.frames().find((frame) => frame.url().startsWith(PORTAL_ORIGIN) && frame.url().includes(pathPart))) !== undefined).toBe(true)
  return found as Frame
}

/** Waits until the framed portal page is hydrated (the runtime's lifecycle attribute). */
export async function waitForFrameInteractive(frame: FrameLocator): Promise<void> {
  await expect(frame.locator('html')).toHaveAttribute('data-lifecycle', 'interactive')
}

/** A GraphQL request of the portal (from any frame) with this operation name. */
export const isOperation = (request: Request, operationName: string): boolean =>
  request.url().startsWith(`${PORTAL_ORIGIN}/gql/public`) &&
  request.method() === 'POST' &&
  (request.postDataJSON() as { operationName?: string } | null)?.operationName === operationName

/** The analytics events a `TrackEvents` request carries. */
export function trackedEvents(request: Request): string[] {
  const body = request.postDataJSON() as { variables?: { events?: { name: string }[] } } | null
  return body?.variables?.events?.map((event) => event.name) ?? []
}

/** A question nobody else's test writes (the database outlives one run). */
export function uniqueDraft(label: string) {
  const tag = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  return { firstName: 'Zoé', lastName: 'Martin', email: `embed+${tag}@example.test`, topic: `Embedded ${tag}`, body: `Is the campus easy to reach by train? (${tag})` }
}
