// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { Client, fetchExchange } from 'urql'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../../locales/en.json'
import { DESKTOP_MIN_WIDTH_PX, DEVICE_RESIZE_DEBOUNCE_MS, TABLET_MIN_WIDTH_PX } from '../../runtime/constants'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { MatchMapSlot } from './MatchMapSlot'

// The map itself is the maps feature's (tested with the Maps stand-in); here only whether it shows.
vi.mock('./MatchMap', () => ({ default: ({ requested }: { requested?: boolean }) => <p>{requested ? 'map, asked for' : 'map'}</p> }))

const PHONE = TABLET_MIN_WIDTH_PX - 1

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
}

/** A resize, then the device flags' refresh delay. */
function resizeTo(width: number): void {
  vi.useFakeTimers()
  setWidth(width)
  window.dispatchEvent(new Event('resize'))
  act(() => {
    vi.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS)
  })
  vi.useRealTimers()
}

const client = new Client({ url: 'http://api.test/gql/public', exchanges: [fetchExchange] })
const renderSlot = () => renderWithPage(<MatchMapSlot ambassadorIds={['a1', 'a2']} />, { client, urlPathname: '/match' })
const showButton = () => screen.queryByRole('button', { name: en.maps.match.show })

afterEach(() => {
  cleanup()
  setWidth(DESKTOP_MIN_WIDTH_PX)
})

describe('MatchMapSlot', () => {
  it('on a tablet or a desktop shows the map at once', async () => {
    setWidth(TABLET_MIN_WIDTH_PX)
    renderSlot()
    expect(await screen.findByText('map')).toBeTruthy()
    expect(showButton()).toBeNull()
  })

  it('on a phone offers the map one tap away, and the tap shows it', async () => {
    setWidth(PHONE)
    renderSlot()
    const button = showButton()
    expect(button).not.toBeNull()
    expect(screen.queryByText(/^map/)).toBeNull()
    fireEvent.click(button as HTMLElement)
    expect(await screen.findByText('map, asked for')).toBeTruthy()
  })

  it('follows the window to a tablet width, and keeps the map when it narrows again', async () => {
    setWidth(PHONE)
    renderSlot()
    expect(showButton()).not.toBeNull()
    resizeTo(TABLET_MIN_WIDTH_PX)
    expect(await screen.findByText('map')).toBeTruthy()
    resizeTo(PHONE)
    expect(screen.getByText('map')).toBeTruthy()
    expect(showButton()).toBeNull()
  })
})
