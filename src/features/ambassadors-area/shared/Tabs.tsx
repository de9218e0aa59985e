import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { nextTabIndex } from './tab-keys'

export interface TabItem<K extends string> {
  readonly key: K
  readonly label: ReactNode
}

interface TabsProps<K extends string> {
  /** Prefix of the tab and panel ids. */
  readonly id: string
  /** Accessible name of the tab list. */
  readonly label: string
  readonly items: readonly TabItem<K>[]
  readonly selected: K
  readonly onSelect: (key: K) => void
  /** Content of the selected panel. */
  readonly children: ReactNode
  readonly className?: string
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrows
 * and Home/End move between tabs, each tab controls its panel. Every panel
 * exists (so `aria-controls` always points at an element) but only the
 * selected one renders content.
 */
export function Tabs<K extends string>({ id, label, items, selected, onSelect, children, className }: TabsProps<K>) {
  const tabs = useRef(new Map<K, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const next = nextTabIndex(index, event.key, items.length)
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    onSelect(item.key)
    tabs.current.get(item.key)?.focus()
  }
  return (
    <div className={['area-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="area-tablist">
        {items.map((item, index) => {
          const active = item.key === selected
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element)
                else tabs.current.delete(item.key)
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              className="area-tab"
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => {
        const active = item.key === selected
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={!active}
            tabIndex={active ? 0 : -1}
            className="area-tabpanel"
          >
            {active ? children : null}
          </div>
        )
      })}
    </div>
  )
}
