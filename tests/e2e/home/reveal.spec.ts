import { expect, test } from '@playwright/test'
import { revealObserverOptions } from '../../../src/features/reveal/reveal-options'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// Issue 6 §9: scroll reveal (offset 120 px, 400 ms, ease, once) on home and
// community sections, never hiding content without JS or with reduced motion.

test('sections below the fold fade in once when scrolled to; those on screen are never hidden', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await waitForInteractive(page)
  const answers = page.getByRole('region', { name: messages.en.home.answers.title })
  await expect(answers).toHaveAttribute('data-reveal', 'hidden')
  await expect(answers).toHaveCSS('opacity', '0')
  await expect(answers).toHaveCSS('transition-duration', '0.4s, 0.4s')
  await expect(answers).toHaveCSS('transition-timing-function', 'ease, ease')
  // The hero is on screen: never touched.
  await expect(page.locator('.home-hero')).not.toHaveAttribute('data-reveal', /.*/)
  await answers.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 400)
  await expect(answers).toHaveAttribute('data-reveal', 'shown')
  await expect(answers).toHaveCSS('opacity', '1')
  // Once: scrolling away does not hide it again. An observer of our own, with the reveal's options, says when
  // the browser has reported the section leaving the revealed area: observers are called in the order they were
  // created, in one task, so the reveal's (older) observer, had it still watched, would already have hidden it.
  const reveal = revealObserverOptions()
  await answers.evaluate(
    (element, options) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.at(-1)?.isIntersecting) {
            window.scrollTo(0, 0)
            return
          }
          observer.disconnect()
          resolve()
        }, options)
        observer.observe(element)
      }),
    { rootMargin: reveal.rootMargin ?? '', threshold: reveal.threshold ?? 0 },
  )
  await expect(answers).toHaveAttribute('data-reveal', 'shown')
})

test('with prefers-reduced-motion nothing is hidden or animated', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/community')
  await waitForInteractive(page)
  await expect(page.locator('[data-reveal]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: messages.en.community.groups.title })).toBeVisible()
  await expect(page.locator('.community-group').last()).toHaveCSS('opacity', '1')
})

test('without JavaScript every section is visible (prerendered HTML)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  await page.goto('/fr')
  await expect(page.locator('[data-reveal]')).toHaveCount(0)
  const answers = page.getByRole('region', { name: messages.fr.home.answers.title })
  await answers.scrollIntoViewIfNeeded()
  await expect(answers).toBeVisible()
  await expect(answers).toHaveCSS('opacity', '1')
  await context.close()
})
