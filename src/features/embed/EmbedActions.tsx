import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { embedStatePath } from './embed-params'
import { rememberAction } from './return-focus'

interface Props {
  readonly ambassador: { readonly id: string; readonly firstName: string; readonly acceptsMeetings: boolean }
  readonly name: string
  readonly search: Readonly<Record<string, string>>
  readonly openInNewTab: boolean
}

/**
 * Ask / Book a call for one card: the form inside the frame (an in-frame
 * navigation to `?ask=` / `?meet=`), or with `?target=top` the full page in a
 * new tab. Each link names the ambassador for screen readers.
 */
export function EmbedActions({ ambassador, name, search, openInNewTab }: Props) {
  const { t } = useTranslation()
  const id = ambassador.id
  const newTab = openInNewTab ? <span className="visually-hidden"> {t('embed.newTab')}</span> : null
  const linkProps = (kind: 'ask' | 'meet') => {
    const action = `${kind}:${id}`
    return openInNewTab
      ? { href: `/${kind === 'ask' ? 'question' : 'meet'}?ambassador=${encodeURIComponent(id)}`, target: '_blank', rel: 'noopener', 'data-embed-action': action }
      : { href: embedStatePath(search, { [kind]: id }), onClick: () => rememberAction(action), 'data-embed-action': action }
  }
  return (
    <div className="ambassador-actions">
      <Link className="button" {...linkProps('ask')}>
        {t('ambassador.ask')}
        <span className="visually-hidden"> {t('ambassador.forName', { name })}</span>
        {newTab}
      </Link>
      {ambassador.acceptsMeetings && (
        <Link className="button button-secondary" {...linkProps('meet')}>
          {t('ambassador.meet')}
          <span className="visually-hidden"> {t('ambassador.withName', { name })}</span>
          {newTab}
        </Link>
      )}
    </div>
  )
}
