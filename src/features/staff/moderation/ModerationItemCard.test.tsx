// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { getOperationName, type GraphQLRequest } from '@urql/core'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import fr from '../../../../locales/fr.json'
import { browserMessages } from '../../../contract/messages'
import { renderInArea, stubClient } from '../../ambassadors-area/testing/render-in-area'
import { ModerationItemCard } from './ModerationItemCard'
import type { ModerationItemData } from './moderation-operations'

/** What the page shows: the locale files and the shared catalogue's browser groups. */
const messages = { en: { ...en, ...browserMessages('en') }, fr: { ...fr, ...browserMessages('fr') } }

const t = messages.en.staffConsole.moderation

const answer = 'Add me on WhatsApp: +44 7700 900123'
const conversation: NonNullable<ModerationItemData['conversation']> = {
  questionId: 'q1',
  status: 'OPEN',
  underReview: false,
  published: true,
  visitorFirstName: 'Noé',
  visitorEmail: 'noe@example.test',
  visitorBlocked: false,
  ambassador: { id: 'a1', firstName: 'Alice', lastName: 'Martin' },
  messages: [
    { id: 'q1', source: 'QUESTION', topic: 'Student life', body: 'Where do students meet?', hidden: false, createdAt: '2026-11-20T10:00:00Z' },
    { id: 'ans1', source: 'ANSWER', topic: null, body: answer, hidden: false, createdAt: '2026-11-20T11:00:00Z' },
  ],
}

const flag: ModerationItemData = {
  id: 'm1',
  kind: 'FLAG',
  status: 'OPEN',
  source: 'ANSWER',
  field: 'body',
  text: answer,
  spans: [
    { start: 10, end: 18, category: 'MESSAGING_APP' },
    { start: 20, end: 35, category: 'PHONE' },
  ],
  matchedWords: ['WhatsApp', '+44 7700 900123'],
  messageId: 'ans1',
  reason: null,
  reportedBy: null,
  createdAt: '2026-11-20T11:00:00Z',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
  note: null,
  ambassador: null,
  conversation,
}

function recordingClient() {
  const calls: { name: string | undefined; variables: unknown }[] = []
  const client = stubClient((request: GraphQLRequest) => {
    calls.push({ name: getOperationName(request.query), variables: request.variables })
    return {
      data: {
        resolveReport: { __typename: 'ModerationItemPayload', item: { __typename: 'ModerationItem', id: 'm1', status: 'RESOLVED' }, fieldErrors: [] },
        hideMessage: { __typename: 'ModerationMessagePayload', message: { __typename: 'ModerationMessage', id: 'ans1', hidden: true }, fieldErrors: [] },
      },
    }
  })
  return { client, calls }
}

afterEach(cleanup)

describe('ModerationItemCard', () => {
  it('shows what matched, highlighted in the whole text, and the whole conversation with the flagged answer badged', () => {
    renderInArea(<ModerationItemCard item={flag} onAnnounce={() => {}} />, recordingClient().client)
    const card = screen.getByRole('article', { name: t.titles.FLAG_ANSWER })
    expect([...card.querySelectorAll('.moderation-flagged mark')].map((mark) => mark.textContent)).toEqual([`${t.matched} WhatsApp`, `${t.matched} +44 7700 900123`])
    const messagesList = within(screen.getByRole('list', { name: t.conversation })).getAllByRole('listitem')
    expect(messagesList).toHaveLength(2)
    expect(messagesList[0]?.textContent).toContain('Noé (visitor)')
    expect(messagesList[1]?.textContent).toContain(t.flaggedBadge)
    // A published Q&A can be taken down; an open question reassigned; the address blocked.
    expect(screen.getByRole('button', { name: t.unpublishLabel.replace('{{title}}', t.titles.FLAG_ANSWER) })).toBeTruthy()
    expect(screen.getByRole('button', { name: t.reassign })).toBeTruthy()
    expect(screen.getByRole('button', { name: t.blockLabel.replace('{{email}}', 'noe@example.test') })).toBeTruthy()
  })

  it('asks before marking reviewed, sends the note, and says it is done', async () => {
    const { client, calls } = recordingClient()
    const announced: string[] = []
    renderInArea(<ModerationItemCard item={flag} onAnnounce={(message) => announced.push(message)} />, client)
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: '  Told the ambassador.  ' } })
    fireEvent.click(screen.getByRole('button', { name: t.reviewedLabel.replace('{{title}}', t.titles.FLAG_ANSWER) }))
    expect(calls).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: t.reviewedYes }))
    await screen.findByRole('button', { name: t.reviewedLabel.replace('{{title}}', t.titles.FLAG_ANSWER) })
    expect(calls).toEqual([{ name: 'StaffResolveReport', variables: { reportId: 'm1', action: 'RELEASE', note: 'Told the ambassador.' } }])
    expect(announced).toEqual([t.reviewedDone])
  })

  it('hides a message of the conversation in one click', async () => {
    const { client, calls } = recordingClient()
    renderInArea(<ModerationItemCard item={flag} onAnnounce={() => {}} />, client)
    const [, answerEntry] = within(screen.getByRole('list', { name: t.conversation })).getAllByRole('listitem')
    fireEvent.click(within(answerEntry as HTMLElement).getByRole('button', { name: /^Hide the message of Alice Martin/ }))
    await Promise.resolve()
    expect(calls).toEqual([{ name: 'StaffHideMessage', variables: { messageId: 'ans1', hidden: true } }])
  })

  it('shows a report’s reason and offers to keep the conversation closed; a resolved item has no actions but says who resolved it', () => {
    const report: ModerationItemData = {
      ...flag,
      id: 'r1',
      kind: 'REPORT',
      source: 'CONVERSATION',
      text: null,
      spans: [],
      matchedWords: [],
      messageId: null,
      reason: 'Rude messages',
      reportedBy: 'AMBASSADOR',
    }
    const { unmount } = renderInArea(<ModerationItemCard item={report} onAnnounce={() => {}} />, recordingClient().client)
    expect(screen.getByRole('article', { name: t.titles.REPORT_AMBASSADOR }).textContent).toContain('Rude messages')
    expect(screen.getByRole('button', { name: t.keepClosedLabel.replace('{{title}}', t.titles.REPORT_AMBASSADOR) })).toBeTruthy()
    unmount()
    renderInArea(
      <ModerationItemCard
        item={{ ...report, status: 'RESOLVED', resolution: 'KEEP_CLOSED', resolvedBy: 'staff@demo.test', resolvedAt: '2026-11-21T09:00:00Z' }}
        onAnnounce={() => {}}
      />,
      recordingClient().client,
    )
    expect(screen.getByRole('article').textContent).toContain('Resolved (kept closed) by staff@demo.test')
    expect(screen.queryByRole('button', { name: t.keepClosedLabel.replace('{{title}}', t.titles.REPORT_AMBASSADOR) })).toBeNull()
  })
})
