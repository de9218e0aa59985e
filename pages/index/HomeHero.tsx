import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import type { Organization } from '../../src/features/organization/organization-query'

const ACTIONS = [
  { href: '/match', key: 'match', icon: '✦' },
  { href: '/question', key: 'question', icon: '?' },
  { href: '/meet', key: 'meet', icon: '☎' },
] as const

/** The organization, the page's promise and the three things a visitor came to do. */
export function HomeHero({ organization }: { organization: Organization | null }) {
  const { t } = useTranslation()
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero-text">
        {organization && (
          <p className="home-org">
            {organization.logoUrl && <img className="home-logo" src={organization.logoUrl} alt="" height={40} />}
            <span>{organization.name}</span>
          </p>
        )}
        <h1 id="home-title">{t('pages.index.heading')}</h1>
        {organization?.tagline && <p className="home-tagline">{organization.tagline}</p>}
        <p className="home-intro">{t('pages.index.intro')}</p>
      </div>
      {/* Decorative, drawn by server/demo/portraits/draw-hero.ts; a CSS background, so phones (where it is hidden) never fetch it. */}
      <div className="home-hero-art" aria-hidden="true" />
      <nav aria-label={t('home.actionsLabel')}>
        <ul className="home-actions">
          {ACTIONS.map((action) => (
            <li key={action.key}>
              <Link className={`home-action home-action-${action.key}`} href={action.href}>
                <span className="home-action-icon" aria-hidden="true">
                  {action.icon}
                </span>
                <span className="home-action-title">{t(`home.actions.${action.key}.title`)}</span>
                <span className="home-action-text">{t(`home.actions.${action.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
