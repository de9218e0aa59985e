// Node environment on purpose: no window, no document (server rendering).
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useAsyncData } from './async-data'
import { getBuildId } from './build-info'
import { installChunkErrorHandler } from './chunk-reload'
import { isVerySlowConnection } from './connection'
import { DEV_BUILD_ID } from './constants'
import { createCookieStore } from './cookie'
import { getDevice, useDevice } from './device'
import { scheduleHeadUpdate } from './head'
import { getLifecycle, useIsInteractive } from './lifecycle'
import { isPrerenderedSync, scheduleEagerManifestFetch } from './manifest'
import { installLinkPrefetch } from './prefetch'
import { doneNavigationProgress, startNavigationProgress } from './progress-bar'
import { scrollToHash } from './scroll'
import { onAppManifestUpdate, startUpdateCheck } from './update-check'

describe('every runtime module is safe during server rendering', () => {
  it('imports and runs without window or document', async () => {
    expect(typeof window).toBe('undefined')
    expect(getBuildId()).toBe(import.meta.env.VITE_BUILD_ID || DEV_BUILD_ID)
    expect(isVerySlowConnection()).toBe(false)
    expect(getDevice().isDesktop).toBe(true)
    expect(getLifecycle()).toBe('loading')
    expect(isPrerenderedSync('/')).toBeUndefined()
    expect(createCookieStore('gql:public.token=t').get('gql:public.token')).toBe('t')
    for (const dispose of [
      scheduleEagerManifestFetch(),
      startUpdateCheck(),
      onAppManifestUpdate(() => {}),
      installChunkErrorHandler({ onBlocked: () => {} }),
      installLinkPrefetch({ onPrefetch: () => {} }),
    ]) {
      dispose()
    }
    scheduleHeadUpdate({ title: 'x' })
    startNavigationProgress('Loading')
    doneNavigationProgress()
    await expect(scrollToHash('#x')).resolves.toBe(false)
  })

  it('server-renders the hooks: desktop, not interactive, initial data, no fetch', () => {
    const Page = (): string => {
      const device = useDevice()
      const interactive = useIsInteractive()
      const { data, status } = useAsyncData('k', () => Promise.reject(new Error('no fetch on the server')), {
        default: () => 'none',
        initial: 'ssr-data',
      })
      return [device.isDesktop, interactive, data, status].join(' ')
    }
    expect(renderToString(createElement(Page))).toBe('true false ssr-data success')
  })
})
