// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../contract/locale'
import { ConsentFields, FormErrorSummary, Select, SubmitButton, TextArea, TextField, useForm } from '.'
import type { SubmitResult } from '.'
import { communityJoinSchema, questionSchema } from '../contract/validation/schemas'
import { withLocale } from './test-utils'

type QuestionValues = { firstName: string; email: string; topic: string; body: string; consent: boolean }
const empty: QuestionValues = { firstName: '', email: '', topic: '', body: '', consent: false }

function QuestionForm({ onSubmit, initialValues = empty }: { onSubmit?: (values: QuestionValues) => Promise<SubmitResult | void>; initialValues?: QuestionValues }) {
  const form = useForm({ id: 'q', schema: questionSchema, initialValues, onSubmit })
  return (
    <form {...form.formProps}>
      <FormErrorSummary form={form} />
      <TextField field={form.field('firstName')} autoComplete="given-name" />
      <TextField field={form.field('email')} type="email" autoComplete="email" hint="We reply by email." />
      <Select
        field={form.field('topic')}
        options={[
          { value: 'Housing', label: 'Housing' },
          { value: 'Courses', label: 'Courses' },
        ]}
      />
      <TextArea field={form.field('body')} />
      <ConsentFields consent={form.field('consent')} organization="Uni" privacyHref="/privacy" />
      <SubmitButton submitting={form.submitting}>Send</SubmitButton>
    </form>
  )
}

const renderIn = (locale: Locale, ui: React.ReactElement) => render(ui, { wrapper: withLocale(locale) })

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('inputs', () => {
  it('label every control visibly and tie hints and errors with aria-describedby', async () => {
    const user = userEvent.setup()
    renderIn('en', <QuestionForm />)
    const email = screen.getByLabelText('Email')
    expect(email).toHaveProperty('type', 'email')
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(email.getAttribute('aria-describedby')).toBe('q-email-hint')
    expect(email.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name')
    await user.click(email)
    await user.tab()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('q-email-hint q-email-error')
    const error = document.getElementById('q-email-error')
    expect(error?.textContent).toBe('Error: This field is required')
    expect(error?.getAttribute('aria-live')).toBe('polite')
  })

  it('show "Ce champ est obligatoire" in French and "This field is required" in English on blur', async () => {
    const user = userEvent.setup()
    renderIn('fr', <QuestionForm />)
    await user.click(screen.getByLabelText('Prénom'))
    await user.tab()
    expect(document.getElementById('q-firstName-error')?.textContent).toContain('Ce champ est obligatoire')
    cleanup()
    renderIn('en', <QuestionForm />)
    await user.click(screen.getByLabelText('First name'))
    await user.tab()
    expect(document.getElementById('q-firstName-error')?.textContent).toContain('This field is required')
  })

  it('show the email message for an invalid address', async () => {
    const user = userEvent.setup()
    renderIn('en', <QuestionForm />)
    await user.type(screen.getByLabelText('Email'), 'not-an-address')
    await user.tab()
    expect(document.getElementById('q-email-error')?.textContent).toContain('Email is not valid.')
  })

  it('render no error before anything is touched', () => {
    renderIn('en', <QuestionForm />)
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
    expect([...document.querySelectorAll('.field-error')].every((p) => p.textContent === '')).toBe(true)
  })

  it('mark optional fields and required consent; marketing opt-in is optional and unticked', () => {
    function Join() {
      const form = useForm({ schema: communityJoinSchema, initialValues: { email: '', consent: false, marketingOptIn: false } })
      return <ConsentFields consent={form.field('consent')} marketing={form.field('marketingOptIn')} organization="Uni" privacyHref="/privacy" />
    }
    renderIn('fr', <Join />)
    const consent = screen.getByRole('checkbox', { name: /J'accepte que l'établissement Uni.* utilisent mes coordonnées/ })
    const marketing = screen.getByRole('checkbox', { name: /événements de l'établissement Uni.*\(facultatif\)/ })
    expect(consent).toHaveProperty('required', true)
    expect(marketing).toHaveProperty('required', false)
    expect(marketing).toHaveProperty('checked', false)
    expect(screen.getByRole('link', { name: /politique de confidentialité/ }).getAttribute('href')).toBe('/privacy')
    expect(consent.getAttribute('aria-describedby')).toMatch(/-hint$/)
  })

  it('toggle a checkbox with the keyboard and report a required consent unticked again', async () => {
    const user = userEvent.setup()
    renderIn('en', <QuestionForm />)
    const consent = screen.getByRole('checkbox', { name: /I agree that Uni/ })
    consent.focus()
    await user.keyboard(' ')
    expect(consent).toHaveProperty('checked', true)
    await user.keyboard(' ')
    expect(consent).toHaveProperty('checked', false)
    await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'))
  })

  it('choose in a select with a translated empty choice', async () => {
    const user = userEvent.setup()
    renderIn('fr', <QuestionForm />)
    const select = screen.getByLabelText('Sujet')
    expect(select.querySelector('option')?.textContent).toBe('Choisir…')
    await user.selectOptions(select, 'Courses')
    expect(select).toHaveProperty('value', 'Courses')
  })
})

describe('TextArea counter', () => {
  it('counts user-perceived characters (emoji are one each)', () => {
    renderIn('en', <QuestionForm />)
    const body = screen.getByLabelText('Question')
    fireEvent.change(body, { target: { value: 'Hi 👍🏽🇫🇷 👨‍👩‍👧' } })
    const counter = document.getElementById('q-body-counter')
    // H, i, space, 👍🏽, 🇫🇷, space, 👨‍👩‍👧
    expect(counter?.textContent).toContain('7 / 1,000')
    expect(counter?.textContent).toContain('Characters used: 7 of 1,000')
    expect(body.getAttribute('aria-describedby')).toContain('q-body-counter')
    expect(body.hasAttribute('maxlength')).toBe(false)
  })

  it('says how far over the limit a paste goes, keeps it whole, and announces only near the limit once typing pauses', () => {
    vi.useFakeTimers()
    renderIn('fr', <QuestionForm />)
    const body = screen.getByLabelText('Question')
    const live = () => document.querySelector('.field-counter [aria-live="polite"]')?.textContent
    fireEvent.change(body, { target: { value: 'a'.repeat(500) } })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(live()).toBe('')
    fireEvent.change(body, { target: { value: '😀'.repeat(1003) } })
    expect(body).toHaveProperty('value', '😀'.repeat(1003))
    expect(document.querySelector('.field-counter.is-over')?.textContent).toContain('3 caractères en trop')
    expect(live()).toBe('')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(live()).toBe('3 caractères en trop')
    fireEvent.change(body, { target: { value: 'b'.repeat(999) } })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(live()).toBe('Il reste 1 caractère')
  })
})

describe('submitting', () => {
  it('focuses the first invalid field (in page order) and keeps what was typed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderIn('en', <QuestionForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('First name'), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ana')
    expect(document.querySelectorAll('[aria-invalid="true"]').length).toBe(4)
  })

  it('shows server field errors next to their fields and focuses the first', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve({ fieldErrors: [{ field: 'email', code: 'EMAIL', messageKey: 'validation.default', message: 'x', limit: null }] }))
    const filled: QuestionValues = { firstName: 'Ana', email: 'ana@example.org', topic: 'Housing', body: 'A question long enough', consent: true }
    renderIn('en', <QuestionForm onSubmit={onSubmit} initialValues={filled} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
    expect(document.getElementById('q-email-error')?.textContent).toContain('Email is not valid.')
  })

  it('shows a network failure with Retry, which resends the same values once', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ fieldErrors: [] })
    const filled: QuestionValues = { firstName: 'Ana', email: 'ana@example.org', topic: 'Housing', body: 'A question long enough', consent: true }
    renderIn('en', <QuestionForm onSubmit={onSubmit} initialValues={filled} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your form could not be sent')
    expect(alert.textContent).toContain('nothing you typed has been lost')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.getByLabelText('Question')).toHaveProperty('value', 'A question long enough')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(onSubmit.mock.calls[1]).toEqual([filled, { isRetry: true, attempt: 2 }])
  })

  it('marks the button busy while sending and ignores a second press', async () => {
    const user = userEvent.setup()
    let finish: (value: SubmitResult) => void = () => {}
    const onSubmit = vi.fn(
      () =>
        new Promise<SubmitResult>((resolve) => {
          finish = resolve
        }),
    )
    const filled: QuestionValues = { firstName: 'Ana', email: 'ana@example.org', topic: 'Housing', body: 'A question long enough', consent: true }
    renderIn('fr', <QuestionForm onSubmit={onSubmit} initialValues={filled} />)
    const button = screen.getByRole('button', { name: 'Send' })
    await user.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.textContent).toBe('Envoi en cours…')
    expect(screen.getByRole('status').textContent).toBe('Envoi en cours…')
    await user.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => finish({ fieldErrors: [] }))
    expect(button.getAttribute('aria-busy')).toBeNull()
  })
})

describe('before hydration', () => {
  it('server HTML has named, labelled, usable controls and a submit button that waits for hydration', () => {
    const html = renderToString(withLocale('en')({ children: <QuestionForm /> }))
    expect(html).toMatch(/<form novalidate=""/i) // HTML attribute names are case-insensitive
    expect(html).toMatch(/<label class="field-label" for="q-email">/)
    expect(html).toMatch(/<input[^>]*name="email"/)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/)
  })

  it('keeps what was typed and ticked before hydration', async () => {
    const Wrapper = withLocale('en')
    const html = renderToString(
      <Wrapper>
        <QuestionForm />
      </Wrapper>,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    ;(container.querySelector('#q-firstName') as HTMLInputElement).value = 'Typed early'
    ;(container.querySelector('#q-body') as HTMLTextAreaElement).value = 'A question typed before JS'
    ;(container.querySelector('#q-consent') as HTMLInputElement).checked = true
    ;(container.querySelector('#q-topic') as HTMLSelectElement).value = 'Courses'
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Wrapper>
          <QuestionForm />
        </Wrapper>,
      ),
    )
    // A later render must not wipe them: type in another field.
    fireEvent.change(container.querySelector('#q-email') as HTMLInputElement, { target: { value: 'ana@example.org' } })
    expect((container.querySelector('#q-firstName') as HTMLInputElement).value).toBe('Typed early')
    expect((container.querySelector('#q-body') as HTMLTextAreaElement).value).toBe('A question typed before JS')
    expect((container.querySelector('#q-consent') as HTMLInputElement).checked).toBe(true)
    expect((container.querySelector('#q-topic') as HTMLSelectElement).value).toBe('Courses')
    expect(container.querySelector('#q-body-counter')?.textContent).toContain('26 / 1,000')
    expect((container.querySelector('button[type=submit]') as HTMLButtonElement).disabled).toBe(false)
    act(() => root.unmount())
    container.remove()
  })
})
