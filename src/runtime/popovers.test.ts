// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { closeOpenPopovers, focusOpenedPopovers } from './popovers'

const fakePopover = (): HTMLElement & { hidden: boolean } => {
  const popover = { hidden: false, hidePopover: () => (popover.hidden = true) }
  return popover as unknown as HTMLElement & { hidden: boolean }
}

describe('closeOpenPopovers', () => {
  it('hides each popover the document reports open', () => {
    const open = [fakePopover(), fakePopover()]
    const selectors: string[] = []
    closeOpenPopovers({
      querySelectorAll: ((selector: string) => (selectors.push(selector), open)) as unknown as Document['querySelectorAll'],
    })
    expect(selectors).toEqual([':popover-open'])
    expect(open.map((p) => p.hidden)).toEqual([true, true])
  })

  it('does nothing where the browser does not know popovers (the selector throws)', () => {
    const unknownSelector = (() => {
      throw new SyntaxError("':popover-open' is not a valid selector")
    }) as unknown as Document['querySelectorAll']
    expect(() => closeOpenPopovers({ querySelectorAll: unknownSelector })).not.toThrow()
  })
})

describe('focusOpenedPopovers', () => {
  const toggle = (element: Element, newState: 'open' | 'closed'): void => {
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState }))
  }

  it('moves focus to the first control of a popover that opens, not of one that closes nor of a <details>', () => {
    document.body.innerHTML =
      '<button id="invoker">Menu</button><div id="menu" popover="auto"><p>Text</p><a href="/x" id="first">First</a><a href="/y">Second</a></div>' +
      '<details id="details"><summary>More</summary><a href="/z" id="inside-details">Z</a></details>'
    focusOpenedPopovers(document)
    document.getElementById('invoker')!.focus()
    toggle(document.getElementById('menu')!, 'closed')
    expect(document.activeElement?.id).toBe('invoker')
    toggle(document.getElementById('details')!, 'open')
    expect(document.activeElement?.id).toBe('invoker')
    toggle(document.getElementById('menu')!, 'open')
    expect(document.activeElement?.id).toBe('first')
  })
})
