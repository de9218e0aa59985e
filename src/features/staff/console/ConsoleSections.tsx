import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { nextTabIndex } from '../../ambassadors-area/shared/tab-keys'
import type { TabItem } from '../../ambassadors-area/shared/Tabs'

interface ConsoleSectionsProps<K extends string> {
  readonly items: readonly TabItem<K>[]
  readonly selected: K
  readonly onSelect: (key: K) => void
  /** Content of the selected section. */
  readonly children: ReactNode
}

const ID = 'console-section'

/**
 * The console's sections as a sidebar (issue 34): the WAI-ARIA tabs pattern,
 * vertical, with automatic activation. Below 640 px the list folds behind a
 * Menu button that names the current section (CSS: staff-console-shell.css);
 * choosing a section there closes it and returns focus to the button, so
 * focus never rests on a hidden tab. Ids are `console-section-tab-<key>` and
 * `console-section-panel-<key>`, as before.
 */
export function ConsoleSections<K extends string>({ items, selected, onSelect, children }: ConsoleSectionsProps<K>) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const tabs = useRef(new Map<K, HTMLButtonElement>())
  const current = items.find((item) => item.key === selected)
  const closeMenu = (): void => {
    if (!menuOpen) return
    setMenuOpen(false)
    menuButton.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    if (event.key === 'Escape') return closeMenu()
    const next = nextTabIndex(index, event.key, items.length)
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    onSelect(item.key)
    tabs.current.get(item.key)?.focus()
  }
  return (
    <div className="console-app">
      <div className="console-sidebar">
        <button ref={menuButton} type="button" className="console-menu-button" aria-expanded={menuOpen} aria-controls={`${ID}-list`} onClick={() => setMenuOpen((open) => !open)}>
          <span aria-hidden="true" className="console-menu-icon">
            ☰
          </span>
          <span>{t('staffConsole.shell.menu')}</span>
          <span className="console-menu-current">{current?.label}</span>
        </button>
        <div
          role="tablist"
          id={`${ID}-list`}
          aria-label={t('staffConsole.sections.label')}
          aria-orientation="vertical"
          className={menuOpen ? 'console-tablist is-open' : 'console-tablist'}
        >
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
                id={`${ID}-tab-${item.key}`}
                aria-selected={active}
                aria-controls={`${ID}-panel-${item.key}`}
                tabIndex={active ? 0 : -1}
                className="console-tab"
                onClick={() => {
                  onSelect(item.key)
                  closeMenu()
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.label}
              </button>
            )
          })}
        </div>
      </div>
      <div className="console-panels">
        {items.map((item) => {
          const active = item.key === selected
          return (
            <div
              key={item.key}
              role="tabpanel"
              id={`${ID}-panel-${item.key}`}
              aria-labelledby={`${ID}-tab-${item.key}`}
              hidden={!active}
              tabIndex={active ? 0 : -1}
              className="area-tabpanel"
            >
              {active ? children : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
