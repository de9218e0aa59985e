// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import { renderInArea, stubClient } from '../testing/render-in-area'
import { QuestionList } from './QuestionList'

afterEach(cleanup)

const node = (id: string, topic: string) => ({
  __typename: 'InboxQuestion',
  id,
  status: 'OPEN',
  firstName: 'Ada',
  topic,
  body: 'A question?',
  locale: 'en',
  createdAt: new Date().toISOString(),
  waitingMinutes: 5,
  overdue: false,
  published: false,
  publicationStatus: 'PRIVATE',
  publicationRejectionReason: null,
  underReview: false,
  bodyHidden: false,
  messages: [],
})

const page = (nodes: ReturnType<typeof node>[], endCursor: string | null) => ({
  myQuestions: { __typename: 'InboxQuestionConnection', totalCount: 2, pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: endCursor !== null }, nodes },
})

describe('QuestionList', () => {
  it('loads the next page with the cursor and moves focus to the first question it brought', async () => {
    const client = stubClient((request) => ({
      data:
        request.variables && (request.variables as { after?: string | null }).after === 'c1' ? page([node('q2', 'Second topic')], null) : page([node('q1', 'First topic')], 'c1'),
    }))
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => {
      renderInArea(<QuestionList status="OPEN" onAnnounce={() => {}} />, client)
    })
    expect(screen.getByRole('article', { name: 'First topic' })).toBeTruthy()
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.ambassadorsArea.inbox.loadMore }))
    })
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Second topic'))
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: en.ambassadorsArea.inbox.loadMore })).toBeNull()
    expect(client.calls.map((c) => (c.variables as { status: string; after: string | null }).after)).toEqual([null, 'c1'])
  })

  it('says so when a tab has no question', async () => {
    const client = stubClient(() => ({ data: page([], null) }))
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => {
      renderInArea(<QuestionList status="CLOSED" onAnnounce={() => {}} />, client)
    })
    expect(screen.getByText(en.ambassadorsArea.inbox.emptyClosed)).toBeTruthy()
  })
})
