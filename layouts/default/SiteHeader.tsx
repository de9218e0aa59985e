import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import { LanguageSwitch } from './LanguageSwitch'
import { ThemeSwitch } from './ThemeSwitch'
import { useOrganizationName } from './useOrganizationName'
import './site-header.css'

/** The pages the navigation lists: each is `/<page>` and named by `nav.<page>` (the home page `/`, `nav.home`). */
const NAV_PAGES = ['', 'community', 'match', 'question', 'meet'] as const

/** The menu's id: the button opens it (popovertarget) and names it (aria-controls). */
const MENU_ID = 'site-menu'

/**
 * The organization's name, then navigation, language and theme: one row on
 * wide screens; on a phone they sit in a menu behind one button (decision
 * 149). The menu is a native popover, so it opens, closes on Escape or a tap
 * outside, returns focus to its button and tells assistive technology it is
 * expanded before the page has hydrated, with no script of ours; it is next
 * in the tab order after its button. The client runtime, once started, moves
 * focus into it as it opens and closes it when a navigation starts. It sits
 * in the top layer: the page does not move.
 * Every byte here is in every page's first load (decision 131): the
 * stylesheet finds the button, menu and navigation by attribute and id rather
 * than by class names of their own.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  return (
    <header className="site-header">
      <Link href="/" className="site-brand">
        {useOrganizationName()}
      </Link>
      <button type="button" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
        {t('app.menu')}
      </button>
      <div id={MENU_ID} popover="auto">
        <nav aria-label={t('app.mainNavigation')}>
          <ul>
            {NAV_PAGES.map((page) => (
              <li key={page}>
                <Link href={`/${page}`} markCurrent>
                  {t(`nav.${page || 'home'}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
    </header>
  )
}
