import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { approveProfileChange } from '../staff/profile-review-helpers'
import { gqlData, meId } from './api'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const EMAIL = 'amb57@demo.test'

declare global {
  interface Window {
    /** Layout shift score since the page started (no recent input), as CLS counts it. */
    __layoutShift: number
  }
}

/** Sums every layout shift from the first paint on, in the page itself. */
async function measureLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** A phone photo: a GPS position and the owner's name in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'secret-artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' } } })
    .toBuffer()

test('an ambassador uploads a photo in the profile editor; it comes back without metadata and shows on their card without a layout shift', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const id = await meId(page.request, await openAreaSignedIn(page, context, EMAIL))
  // The demo may have given them a portrait (decision 156): the new photo must replace it, not be confused with it.
  const previous =
    (await gqlData<{ ambassador: { photoUrl: string | null } | null }>(page.request, 'query($id: ID!) { ambassador(id: $id) { photoUrl } }', { id })).ambassador?.photoUrl ?? null
  await page.getByRole('tab', { name: t.sections.profile }).click()

  const input = page.getByLabel(t.photo.label, { exact: true })
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(page.getByText(t.photo.errors.PHOTO_TYPE)).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
  await expect(page.getByRole('img', { name: t.photo.previewAlt })).toBeVisible()
  await expectNoAxeViolations(page, 'photo field')
  await page.getByRole('button', { name: t.photo.send }).click()
  // The organization reviews profile changes (issue 32): the area previews the photo that waits.
  await expect(page.getByRole('status').filter({ hasText: t.photo.savedForReview })).toBeVisible()

  // The area's own preview now shows the stored photo, by size.
  const stored = page.locator('.area-photo img.ambassador-avatar')
  await expect(stored).toHaveAttribute('srcset', /\/photos\/[0-9a-f]{64}-96\.webp 96w, .*-192\.webp 192w, .*-384\.webp 384w/)
  if (previous !== null) await expect(stored).not.toHaveAttribute('srcset', new RegExp(`${new URL(previous, 'http://x').pathname}-96`))
  const base = /(\/photos\/[0-9a-f]{64})-96\.webp/.exec((await stored.getAttribute('srcset')) ?? '')?.[1] ?? ''
  for (const size of [96, 192, 384]) {
    const file = await page.request.get(`${base}-${size}.webp`)
    expect(file.status()).toBe(200)
    const meta = await sharp(await file.body()).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual(['webp', size, size, undefined, undefined, undefined])
  }

  // Their card, as a visitor sees it on the question page (live from the API), once staff approve the photo.
  await approveProfileChange(page.request, id)
  const visitor = await context.newPage()
  await measureLayoutShifts(visitor)
  await visitor.goto(`/question?ambassador=${id}`)
  await waitForInteractive(visitor)
  const photo = visitor.locator('article img.ambassador-avatar')
  await expect(photo).toHaveAttribute('srcset', new RegExp(`${base}-96\\.webp 96w`))
  await expect(photo).toHaveAttribute('width', /^\d+$/)
  const loaded = await photo.evaluate(
    (image: HTMLImageElement) =>
      new Promise<boolean>((resolve) => {
        if (image.complete) resolve(image.naturalWidth > 0)
        image.addEventListener('load', () => resolve(true), { once: true })
        image.addEventListener('error', () => resolve(false), { once: true })
      }),
  )
  expect(loaded).toBe(true)
  // Shifts are reported with the frame that made them: two frames after the photo has loaded, all are in.
  const shift = await visitor.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShift)))
      }),
  )
  expect(shift).toBe(0)
  await visitor.close()
})
