// @vitest-environment happy-dom
import { CombinedError } from '@urql/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { GraphQLError } from 'graphql'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../../locales/en.json'
import { getI18n } from '../../i18n'
import { useAreaAction } from '../ambassadors-area/shared/useAreaAction'
import { useConsoleAction } from '../staff/shared/useConsoleAction'

afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={getI18n('en')}>{children}</I18nextProvider>
const refused = (code: string) => new CombinedError({ graphQLErrors: [new GraphQLError(code, { extensions: { code } })] })

describe('one-click actions in both areas', () => {
  it("puts a field error in the area's words, and says the console's FORBIDDEN in its own", async () => {
    const area = renderHook(() => useAreaAction(), { wrapper })
    await act(async () => {
      expect(await area.result.current.run(() => Promise.resolve({ fieldErrors: [{ field: 'id', code: 'NOT_FOUND', message: 'x', messageKey: 'x', limit: null }] }))).toBe(false)
    })
    expect(area.result.current.error).toBe(en.ambassadorsArea.errors.notFound)

    const console = renderHook(() => useConsoleAction(), { wrapper })
    await act(async () => {
      await console.result.current.run(() => Promise.resolve({ error: refused('FORBIDDEN') }))
    })
    expect(console.result.current.error).toBe(en.staffConsole.errors.forbidden)
  })

  it('says nothing about a refused session, and says a failure in the area’s words', async () => {
    const area = renderHook(() => useAreaAction(), { wrapper })
    await act(async () => {
      await area.result.current.run(() => Promise.resolve({ error: refused('UNAUTHENTICATED') }))
    })
    expect(area.result.current.error).toBeNull()
    await act(async () => {
      await area.result.current.run(() => Promise.resolve({ error: refused('FORBIDDEN') }))
    })
    expect(area.result.current.error).toBe(en.ambassadorsArea.actionFailed)
    await act(async () => {
      expect(await area.result.current.run(() => Promise.resolve({}))).toBe(true)
    })
    expect(area.result.current.error).toBeNull()
  })
})
