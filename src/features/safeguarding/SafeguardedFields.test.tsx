// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useForm } from '../../forms'
import type { ServerFieldError } from '../../forms/messages'
import { renderInArea, stubClient } from '../ambassadors-area/testing/render-in-area'
import en from '../../../locales/en.json'
import fr from '../../../locales/fr.json'
import { browserMessages } from '../../contract/messages'
import { SafeguardedTextArea } from './SafeguardedFields'
import { isPublicRulesRequest, publicRulesData } from './testing'

/** What the page shows: the locale files and the shared catalogue's browser groups. */
const messages = { en: { ...en, ...browserMessages('en') }, fr: { ...fr, ...browserMessages('fr') } }

afterEach(cleanup)

function Harness({ serverError }: { serverError?: ServerFieldError }) {
  const form = useForm({ id: 'harness', initialValues: { body: '' } })
  return <SafeguardedTextArea field={form.field('body')} serverError={serverError} label="Message" />
}

const rulesClient = (words: readonly string[] = []) => stubClient((request) => (isPublicRulesRequest(request) ? { data: publicRulesData(words) } : {}))

describe('SafeguardedTextArea', () => {
  it('checks what is typed against the public rules: the advice and the match highlighted, named by the field', async () => {
    const client = rulesClient()
    renderInArea(<Harness />, client)
    const box = screen.getByRole('textbox')
    expect(box.getAttribute('aria-describedby') ?? '').not.toContain('safeguarding')
    fireEvent.change(box, { target: { value: 'Write to me at jean (at) gmail . com tonight' } })
    const mark = await screen.findByText('jean (at) gmail . com', { selector: 'mark' }, { timeout: 3000 })
    expect(mark.closest('.safeguarding-notice')?.textContent).toContain(messages.en.validation.safeguardingEmail)
    // The advice alone is announced.
    expect(document.querySelector('.safeguarding-feedback [aria-live]')?.textContent).toBe(messages.en.validation.safeguardingEmail)
    expect(screen.getByText(messages.en.forms.safeguarding.liveLead)).toBeTruthy()
    expect(box.getAttribute('aria-describedby')).toContain('harness-body-safeguarding')
    // Not refused yet: the field is not invalid, only warned.
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(client.calls.filter(isPublicRulesRequest)).toHaveLength(1)
  })

  it('fetches nothing while the field is empty, and says nothing for an ordinary text', async () => {
    const client = rulesClient()
    renderInArea(<Harness />, client)
    expect(client.calls).toHaveLength(0)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'I want to study in Nice, room B204, 14:30' } })
    await waitFor(() => expect(client.calls.filter(isPublicRulesRequest)).toHaveLength(1))
    expect(document.querySelector('mark')).toBeNull()
  })

  it('shows the API refusal: invalid with the overall sentence, the sent spans highlighted in the untrimmed value', async () => {
    const value = '   call me on 06 12 34 56 78'
    const start = value.trim().indexOf('06')
    const serverError: ServerFieldError = {
      field: 'body',
      code: 'SAFEGUARDING',
      message: 'Remove the phone number',
      messageKey: 'validation.safeguardingPhone',
      spans: [{ start, end: start + 14, category: 'PHONE' }],
    }
    function Refused() {
      const form = useForm({ id: 'refused', initialValues: { body: value } })
      return <SafeguardedTextArea field={form.field('body')} serverError={serverError} label="Message" />
    }
    renderInArea(<Refused />, rulesClient(), 'fr')
    const box = screen.getByRole('textbox')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('refused-body-error')?.textContent).toContain(messages.fr.validation.safeguarding)
    expect(screen.getByText('06 12 34 56 78', { selector: 'mark' })).toBeTruthy()
    expect(screen.getByText(messages.fr.validation.safeguardingPhone, { selector: '.safeguarding-advice' })).toBeTruthy()
    expect(screen.getByText(messages.fr.forms.safeguarding.refusedLead)).toBeTruthy()
    expect((box as HTMLTextAreaElement).value).toBe(value)
    await waitFor(() => expect(box.getAttribute('aria-describedby')).toContain('refused-body-safeguarding'))
  })
})
