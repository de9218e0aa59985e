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
 * expanded before the page has hydrated, with no script of ours; the first
 * link's autofocus takes focus into it as it opens (popovers scope autofocus,
 * so it never steals focus as the page loads). It sits in the top layer: the
 * page does not move. The client runtime closes it when a navigation starts.
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
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- inside a popover, autofocus applies only as the menu opens (never at page load): focus moves into the menu */}
                <Link href={`/${page}`} markCurrent autoFocus={!page}>
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
