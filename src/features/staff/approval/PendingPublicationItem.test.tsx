// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { getOperationName } from '@urql/core'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import { renderInArea, stubClient } from '../../ambassadors-area/testing/render-in-area'
import { PendingPublicationItem } from './PendingPublicationItem'
import type { PendingPublicationData } from './publication-operations'

const t = en.staffConsole.approval

const publication: PendingPublicationData = {
  id: 'q1',
  topic: 'Housing',
  body: 'Is housing easy to find?',
  locale: 'en',
  askedAt: '2026-11-20T10:00:00Z',
  requestedAt: '2026-11-21T10:00:00Z',
  ambassador: { id: 'a1', firstName: 'Alice', lastInitial: 'M.' },
  answers: [{ id: 'ans1', body: 'Yes, start in June.', createdAt: '2026-11-21T09:00:00Z' }],
}

function recordingClient() {
  const calls: { name: string | undefined; variables: unknown }[] = []
  const client = stubClient((request) => {
    calls.push({ name: getOperationName(request.query), variables: request.variables })
    const payload = { __typename: 'PublicationDecisionPayload', questionId: 'q1', publicationStatus: 'PUBLISHED', fieldErrors: [] }
    return { data: { approvePublication: payload, rejectPublication: { ...payload, publicationStatus: 'REJECTED' } } }
  })
  return { client, calls }
}

afterEach(cleanup)

describe('PendingPublicationItem', () => {
  it('shows the Q&A as it would appear and approves it once confirmed', async () => {
    const { client, calls } = recordingClient()
    const announced: string[] = []
    renderInArea(<PendingPublicationItem publication={publication} onAnnounce={(message) => announced.push(message)} />, client)
    const card = screen.getByRole('article', { name: 'Housing' })
    expect(card.textContent).toContain('Yes, start in June.')
    expect(card.textContent).toContain('Answered by Alice M.')
    fireEvent.click(screen.getByRole('button', { name: t.approveLabel.replace('{{topic}}', 'Housing') }))
    expect(calls).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: t.approveYes }))
    await screen.findByRole('button', { name: t.approveLabel.replace('{{topic}}', 'Housing') })
    expect(calls).toEqual([{ name: 'StaffApprovePublication', variables: { questionId: 'q1' } }])
    expect(announced).toEqual([t.approvedDone.replace('{{topic}}', 'Housing')])
  })

  it('rejects with an optional reason for the ambassador, trimmed', async () => {
    const { client, calls } = recordingClient()
    const announced: string[] = []
    renderInArea(<PendingPublicationItem publication={publication} onAnnounce={(message) => announced.push(message)} />, client)
    fireEvent.click(screen.getByRole('button', { name: t.rejectLabel.replace('{{topic}}', 'Housing') }))
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: '  Too personal.  ' } })
    fireEvent.click(screen.getByRole('button', { name: t.rejectYes }))
    await waitFor(() => expect(announced).toEqual([t.rejectedDone.replace('{{topic}}', 'Housing')]))
    expect(calls).toEqual([{ name: 'StaffRejectPublication', variables: { questionId: 'q1', reason: 'Too personal.' } }])
  })
})
