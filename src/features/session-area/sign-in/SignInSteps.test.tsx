// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import en from '../../../../locales/en.json'
import fr from '../../../../locales/fr.json'
import { normalizeCode } from '../../../forms/sign-in-code'
import { AMBASSADOR_SIGN_IN } from '../../ambassadors-area/sign-in/ambassador-sign-in-area'
import { renderInArea, stubClient } from '../../ambassadors-area/testing/render-in-area'
import { STAFF_SIGN_IN } from '../../staff/sign-in/staff-sign-in-area'
import { SignInCodeStep } from './SignInCodeStep'
import { SignInEmailStep } from './SignInEmailStep'

afterEach(cleanup)

const fieldError = (field: string, code: string) => ({ field, code, message: code, messageKey: `errors.${code}`, limit: null })

async function submit(button: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }))
  })
}

describe('SignInEmailStep (ambassadors area)', () => {
  it('says how long to wait when the API rate-limits code requests', async () => {
    const client = stubClient(() => ({ error: { code: 'RATE_LIMITED', extensions: { retryAfterSeconds: 110 } } }))
    renderInArea(<SignInEmailStep area={AMBASSADOR_SIGN_IN} initialEmail="amb1@demo.test" onSent={() => {}} />, client)
    await submit(en.ambassadorsArea.signIn.sendCode)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many codes were requested. Please wait 2 minutes, then try again.'))
  })

  it("puts the API's field error next to the email field, in French on French pages", async () => {
    const client = stubClient(() => ({
      data: {
        requestSignInCode: {
          __typename: 'RequestSignInCodePayload',
          sent: false,
          expiresAt: null,
          fieldErrors: [{ ...fieldError('email', 'EMAIL'), messageKey: 'validation.default' }],
        },
      },
    }))
    renderInArea(<SignInEmailStep area={AMBASSADOR_SIGN_IN} initialEmail="x@demo.test" onSent={() => {}} />, client, 'fr')
    await submit(fr.ambassadorsArea.signIn.sendCode)
    await waitFor(() => expect(document.getElementById('ambassador-sign-in-email-error')?.textContent).toContain("n'est pas valide"))
  })

  it('sends the trimmed address with the page locale and an idempotency key', async () => {
    let sent = ''
    const client = stubClient(() => ({ data: { requestSignInCode: { __typename: 'RequestSignInCodePayload', sent: true, expiresAt: null, fieldErrors: [] } } }))
    renderInArea(<SignInEmailStep area={AMBASSADOR_SIGN_IN} initialEmail="  amb2@demo.test " onSent={(email) => (sent = email)} />, client)
    await submit(en.ambassadorsArea.signIn.sendCode)
    await waitFor(() => expect(sent).toBe('amb2@demo.test'))
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers (expect.any) as any
    expect(client.calls[0]?.variables).toMatchObject({ email: 'amb2@demo.test', locale: 'en', idempotencyKey: expect.any(String), audience: 'AMBASSADOR' })
  })
})

describe('SignInCodeStep (ambassadors area)', () => {
  it('explains an expired code next to the code field', async () => {
    const client = stubClient(() => ({ data: { signIn: { __typename: 'SignInPayload', token: null, expiresAt: null, fieldErrors: [fieldError('code', 'CODE_EXPIRED')] } } }))
    renderInArea(<SignInCodeStep area={AMBASSADOR_SIGN_IN} email="amb1@demo.test" onChangeEmail={() => {}} />, client)
    fireEvent.change(screen.getByLabelText(en.ambassadorsArea.signIn.codeLabel), { target: { value: '123456' } })
    await submit(en.ambassadorsArea.signIn.submit)
    await waitFor(() => expect(document.getElementById('ambassador-sign-in-code-code-error')?.textContent).toContain(en.ambassadorsArea.errors.codeExpired))
  })

  it('says to wait, in the words of too many attempts, when the API holds guesses back', async () => {
    const client = stubClient(() => ({ error: { code: 'RATE_LIMITED', extensions: { retryAfterSeconds: 61 } } }))
    renderInArea(<SignInCodeStep area={AMBASSADOR_SIGN_IN} email="amb1@demo.test" onChangeEmail={() => {}} />, client)
    fireEvent.change(screen.getByLabelText(en.ambassadorsArea.signIn.codeLabel), { target: { value: '123456' } })
    await submit(en.ambassadorsArea.signIn.submit)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many sign-in attempts for this address. Please wait 2 minutes, then try again.'))
  })

  it("says a code was sent only if the address is an ambassador's", () => {
    renderInArea(
      <SignInCodeStep area={AMBASSADOR_SIGN_IN} email="amb1@demo.test" onChangeEmail={() => {}} />,
      stubClient(() => ({})),
    )
    expect(screen.getByText(/^If amb1@demo\.test is the address of an ambassador account/)).toBeTruthy()
  })

  it('checks the code format before calling the API', async () => {
    const client = stubClient(() => ({}))
    renderInArea(<SignInCodeStep area={AMBASSADOR_SIGN_IN} email="amb1@demo.test" onChangeEmail={() => {}} />, client)
    fireEvent.change(screen.getByLabelText(en.ambassadorsArea.signIn.codeLabel), { target: { value: '12ab' } })
    await submit(en.ambassadorsArea.signIn.submit)
    await waitFor(() => expect(document.getElementById('ambassador-sign-in-code-code-error')?.textContent).not.toBe(''))
    expect(client.calls).toHaveLength(0)
  })

  it('keeps only the digits people paste with spaces or dashes', () => {
    expect(normalizeCode('123 456')).toBe('123456')
    expect(normalizeCode('123-456')).toBe('123456')
  })
})

describe('the steps in the staff console', () => {
  it("asks for a staff member's code, in the console's words", async () => {
    const client = stubClient(() => ({ data: { requestSignInCode: { __typename: 'RequestSignInCodePayload', sent: true, expiresAt: null, fieldErrors: [] } } }))
    renderInArea(<SignInEmailStep area={STAFF_SIGN_IN} initialEmail="staff@demo.test" onSent={() => {}} />, client)
    expect(screen.getByRole('heading', { name: en.staffConsole.signIn.heading })).toBeTruthy()
    await submit(en.staffConsole.signIn.sendCode)
    await waitFor(() => expect(client.calls[0]?.variables).toMatchObject({ email: 'staff@demo.test', audience: 'STAFF' }))
  })

  it("explains a wrong code in the console's words, next to the console's code field", async () => {
    const client = stubClient(() => ({
      data: { signIn: { __typename: 'SignInPayload', token: null, expiresAt: null, staff: null, fieldErrors: [fieldError('code', 'CODE_INVALID')] } },
    }))
    renderInArea(<SignInCodeStep area={STAFF_SIGN_IN} email="staff@demo.test" onChangeEmail={() => {}} />, client)
    fireEvent.change(screen.getByLabelText(en.staffConsole.signIn.codeLabel), { target: { value: '123456' } })
    await submit(en.staffConsole.signIn.submit)
    await waitFor(() => expect(document.getElementById('staff-sign-in-code-code-error')?.textContent).toContain(en.staffConsole.signIn.errors.codeInvalid))
    expect(client.calls[0]?.variables).toMatchObject({ email: 'staff@demo.test', code: '123456', audience: 'STAFF' })
  })
})
