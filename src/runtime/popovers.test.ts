import { describe, expect, it } from 'vitest'
import { closeOpenPopovers } from './popovers'

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
