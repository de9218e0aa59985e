// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../contract/locale'
import { PhoneInput } from './PhoneInput'
import type { CountryCode } from './phone'
import { meetingSchema } from '../contract/validation/meeting-schema'
import { withLocale } from './test-utils'
import { useForm } from './useForm'

function Phone({ initial = '', defaultCountry }: { initial?: string; defaultCountry?: CountryCode }) {
  const form = useForm({ id: 'm', schema: { phone: meetingSchema.phone }, initialValues: { type: 'PHONE', phone: initial } })
  return (
    <>
      <PhoneInput field={form.field('phone')} defaultCountry={defaultCountry} />
      <output data-testid="stored">{form.values.phone}</output>
      <button type="button" onClick={() => form.setValue('phone', '+12015550123')}>
        restore draft
      </button>
    </>
  )
}

const stored = (): string | null => screen.getByTestId('stored').textContent

const renderIn = (locale: Locale, ui: React.ReactElement) => render(ui, { wrapper: withLocale(locale) })

afterEach(cleanup)

// Each keystroke re-renders a 245-option select; happy-dom is slow at that on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

describe('PhoneInput', () => {
  it('has a labelled country selector and number, and stores E.164 (FR)', async () => {
    const user = userEvent.setup()
    renderIn('fr', <Phone defaultCountry="FR" />)
    expect(screen.getByRole('group', { name: 'Téléphone' })).toBeTruthy()
    const country = screen.getByLabelText<HTMLSelectElement>('Indicatif pays')
    expect(country.value).toBe('FR')
    expect(country.selectedOptions[0]?.textContent).toBe('France (+33)')
    await user.type(screen.getByLabelText('Numéro de téléphone'), '06 12 34 56 78')
    expect(stored()).toBe('+33612345678')
    expect(screen.getByText('Nous utiliserons le +33 6 12 34 56 78')).toBeTruthy()
  })

  it('normalizes a US number after picking the country', async () => {
    const user = userEvent.setup()
    renderIn('en', <Phone defaultCountry="FR" />)
    await user.selectOptions(screen.getByLabelText('Country code'), 'US')
    await user.type(screen.getByLabelText('Phone number'), '(201) 555-0123')
    expect(stored()).toBe('+12015550123')
    expect(screen.getByText('We will use +1 201 555 0123')).toBeTruthy()
  })

  it('shows the phone message for an invalid number on blur, tied to the number input', async () => {
    const user = userEvent.setup()
    renderIn('en', <Phone defaultCountry="FR" />)
    const number = screen.getByLabelText('Phone number')
    await user.type(number, '123')
    await user.tab()
    expect(number.getAttribute('aria-invalid')).toBe('true')
    const describedBy = number.getAttribute('aria-describedby') ?? ''
    expect(describedBy).toContain('m-phone-error')
    expect(document.getElementById('m-phone-error')?.textContent).toContain('Enter a valid phone number with its country code.')
  })

  it('shows the required message when left empty, not when only a country was picked', async () => {
    const user = userEvent.setup()
    renderIn('en', <Phone defaultCountry="FR" />)
    await user.selectOptions(screen.getByLabelText('Country code'), 'DE')
    await user.tab()
    expect(document.getElementById('m-phone-error')?.textContent).toBe('')
    await user.tab() // leaves the number empty
    expect(document.getElementById('m-phone-error')?.textContent).toContain('This field is required')
  })

  it('follows a value set from outside (a restored draft) and a typed +code', async () => {
    const user = userEvent.setup()
    renderIn('en', <Phone defaultCountry="FR" />)
    await user.click(screen.getByRole('button', { name: 'restore draft' }))
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('US'))
    expect(screen.getByLabelText('Phone number')).toHaveProperty('value', '(201) 555-0123')
    const number = screen.getByLabelText('Phone number')
    await user.clear(number)
    await user.type(number, '+44 7400 123456')
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('GB')
    expect(stored()).toBe('+447400123456')
  })

  it('defaults the country from the page language, and fills both controls from an initial value', () => {
    renderIn('fr', <Phone />)
    expect(screen.getByLabelText<HTMLSelectElement>('Indicatif pays').value).toBe('FR')
    cleanup()
    renderIn('en', <Phone initial="+33612345678" defaultCountry="US" />)
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('FR')
    expect(screen.getByLabelText('Phone number')).toHaveProperty('value', '06 12 34 56 78')
  })

  it('keeps a country picked and a number typed before hydration', async () => {
    const Wrapper = withLocale('en')
    const ui = (
      <Wrapper>
        <Phone defaultCountry="FR" />
      </Wrapper>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    ;(container.querySelector('#m-phone-country') as HTMLSelectElement).value = 'US'
    ;(container.querySelector('#m-phone') as HTMLInputElement).value = '(201) 555-0123'
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    const root = await act(async () => hydrateRoot(container, ui))
    expect(container.querySelector('[data-testid=stored]')?.textContent).toBe('+12015550123')
    expect((container.querySelector('#m-phone-country') as HTMLSelectElement).value).toBe('US')
    expect((container.querySelector('#m-phone') as HTMLInputElement).value).toBe('(201) 555-0123')
    act(() => root.unmount())
    container.remove()
  })
})
