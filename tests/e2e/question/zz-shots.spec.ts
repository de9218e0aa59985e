import { test } from '@playwright/test'
import { ALICE, fillQuestion, openQuestionPage, questionForm, uniqueQuestion } from './helpers'
import { callAmbassador, openBooking, pickFirstTime, fillVisitor, bookingForm } from '../meet/helpers'
import { waitForInteractive } from '../support/page-ready'

for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
  test(`shots ${name}`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await openQuestionPage(page, 'en', `?ambassador=${ALICE.id}`)
    await page.screenshot({ path: `/tmp/h6/q-${name}.png`, fullPage: true })
    await questionForm(page, 'en').form.getByRole('button', { name: /Send/ }).click()
    await page.screenshot({ path: `/tmp/h6/q-errors-${name}.png`, fullPage: true })
    await fillQuestion(page, 'en', uniqueQuestion('shot'))
    await questionForm(page, 'en').form.getByRole('button', { name: /Send/ }).click()
    await page.waitForURL(/thread=/)
    await page.waitForSelector('.thread')
    await page.screenshot({ path: `/tmp/h6/thread-${name}.png`, fullPage: true })
    await page.goto('/meet'); await waitForInteractive(page)
    await page.waitForSelector('.meet-chooser-list li')
    await page.screenshot({ path: `/tmp/h6/chooser-${name}.png`, fullPage: false })
    const a = await callAmbassador(request, 30)
    await openBooking(page, 'en', a.id)
    await page.screenshot({ path: `/tmp/h6/book-${name}.png`, fullPage: true })
    await pickFirstTime(page, 'en')
    await fillVisitor(page, 'en', { firstName: 'A', lastName: 'B', email: `shot${Date.now()}@example.test`, phone: '+33 6 12 34 56 78', message: 'hi' })
    await bookingForm(page, 'en').submit.click()
    await page.waitForURL(/manage=/)
    await page.waitForSelector('.meeting-facts')
    await page.screenshot({ path: `/tmp/h6/manage-${name}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Cancel this call' }).click()
    await page.screenshot({ path: `/tmp/h6/cancel-${name}.png`, fullPage: true })
  })
}
