// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Client } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { never } from 'wonka'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import type { AskQuestionInput } from './ask-question'
import { QuestionForm } from './QuestionForm'

vi.mock('../analytics/track', () => ({ track: vi.fn() }))

type Answer = { error?: Error; data?: unknown }

/** An urql client whose askQuestion answers are scripted; it records every input sent. The safeguarding rules never arrive (the API still checks). */
function scriptedClient(answers: Answer[]) {
  const sent: AskQuestionInput[] = []
  const client = {
    executeQuery: () => never,
    mutation: (_query: unknown, variables: { input: AskQuestionInput }) => ({
      toPromise: () => {
        sent.push(variables.input)
        const answer = answers.shift() ?? { error: new Error('no scripted answer') }
        return Promise.resolve(answer.error ? { error: Object.assign(answer.error, { networkError: answer.error, graphQLErrors: [] }) } : { data: answer.data })
      },
    }),
  } as unknown as Client
  return { client, sent }
}

const payload = (fieldErrors: unknown[] = []) => ({
  askQuestion: {
    thread: fieldErrors.length ? null : { id: 'th-1', status: 'OPEN', ambassador: { id: 'a1', firstName: 'Alice', lastInitial: 'D.' } },
    threadToken: fieldErrors.length ? null : `tt_${'x'.repeat(43)}`,
    fieldErrors,
  },
})

async function fill(user: ReturnType<typeof userEvent.setup>, body = 'Is housing easy to find near campus?') {
  await user.type(screen.getByLabelText('First name'), 'Zoé')
  await user.type(screen.getByLabelText('Email'), 'zoe@example.test')
  await user.type(screen.getByLabelText('Topic'), 'Housing')
  await user.type(screen.getByLabelText('Question'), body)
  await user.click(screen.getByRole('checkbox'))
}

describe('QuestionForm', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
  })

  it('shows the required message on each field and the minimum for a 9-character question, without sending', async () => {
    const user = userEvent.setup()
    const { client, sent } = scriptedClient([])
    renderWithPage(<QuestionForm />, { client })
    await user.click(screen.getByRole('button', { name: 'Send my question' }))
    for (const label of ['First name', 'Email', 'Topic', 'Question']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true')
    }
    expect(document.getElementById('question-firstName-error')?.textContent).toContain('This field is required')
    await user.type(screen.getByLabelText('Question'), '123456789')
    await user.tab()
    await waitFor(() => expect(document.getElementById('question-body-error')?.textContent).toContain('Question needs at least 10 characters.'))
    expect(sent).toHaveLength(0)
  })

  it('keeps everything after a failed send and retries with the same idempotency key', async () => {
    const user = userEvent.setup()
    const { client, sent } = scriptedClient([{ error: new TypeError('Failed to fetch') }, { data: payload() }])
    const onSent = vi.fn()
    renderWithPage(<QuestionForm ambassadorId="a1" ambassadorName="Alice" onSent={onSent} />, { client })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send my question to Alice' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('nothing you typed has been lost')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Question').value).toBe('Is housing easy to find near campus?')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
    expect(sent).toHaveLength(2)
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey)
    expect(sent[0]).toMatchObject({ ambassadorId: 'a1', match: null, firstName: 'Zoé', topic: 'Housing', consent: true, locale: 'en' })
    expect(onSent.mock.calls[0]?.[0]).toMatchObject({ thread: { id: 'th-1' }, email: 'zoe@example.test' })
  })

  it('routes to "any ambassador" with the match answers, and a changed question gets a new key', async () => {
    const user = userEvent.setup()
    const emailError = { field: 'email', code: 'EMAIL', message: 'Email is not valid.', messageKey: 'validation.default', limit: null }
    const { client, sent } = scriptedClient([{ data: payload([emailError]) }, { data: payload() }])
    renderWithPage(<QuestionForm matchInput={{ fields: ['engineering'], languages: ['fr'] }} />, { client })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send my question' }))
    // The server's field error is shown next to its field.
    await waitFor(() => expect(document.getElementById('question-email-error')?.textContent).toContain('Email is not valid.'))
    expect(sent[0]).toMatchObject({ ambassadorId: null, match: { fields: ['engineering'], languages: ['fr'] } })
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'zoe@example.org')
    await user.click(screen.getByRole('button', { name: 'Send my question' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey)
  })
})
