// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './tab-keys'
import { Tabs } from './Tabs'

describe('nextTabIndex', () => {
  it('wraps with arrows and jumps with Home/End', () => {
    expect(nextTabIndex(2, 'ArrowRight', 3)).toBe(0)
    expect(nextTabIndex(0, 'ArrowLeft', 3)).toBe(2)
    expect(nextTabIndex(1, 'Home', 3)).toBe(0)
    expect(nextTabIndex(1, 'End', 3)).toBe(2)
    expect(nextTabIndex(1, 'Enter', 3)).toBeNull()
  })
})

function Harness() {
  const [selected, setSelected] = useState<'open' | 'answered' | 'closed'>('open')
  return (
    <Tabs
      id="inbox"
      label="Questions"
      items={[
        { key: 'open', label: 'Open' },
        { key: 'answered', label: 'Answered' },
        { key: 'closed', label: 'Closed' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Panel of {selected}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('selects with the keyboard, keeps one tab stop and wires tabs to panels', () => {
    render(<Harness />)
    const open = screen.getByRole('tab', { name: 'Open' })
    expect(open.getAttribute('aria-selected')).toBe('true')
    expect(open.getAttribute('aria-controls')).toBe('inbox-panel-open')
    open.focus()
    fireEvent.keyDown(open, { key: 'ArrowRight' })
    const answered = screen.getByRole('tab', { name: 'Answered' })
    expect(answered.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(answered)
    expect(answered.tabIndex).toBe(0)
    expect(open.tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of answered')
    fireEvent.keyDown(answered, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'Closed' }).getAttribute('aria-selected')).toBe('true')
    // Every panel exists, so aria-controls never dangles.
    expect(document.getElementById('inbox-panel-open')).not.toBeNull()
  })
})
