import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import type { AmbassadorCardFields } from './ambassador-types'

// The dialog (and its query) is not needed for the first screen: loaded on
// the first hover/focus of a "View profile" button, at the latest on click.
// It brings its own GraphQL provider: the home page has none (no urql in its first load).
const loadDialog = () => Promise.all([import('./AmbassadorProfileDialog'), import('../../graphql/GraphqlIsland')])
const AmbassadorProfileDialog = lazy(() =>
  loadDialog().then(([{ AmbassadorProfileDialog: Dialog }, { GraphqlIsland }]) => ({
    default: (props: ComponentProps<typeof Dialog>) => (
      <GraphqlIsland>
        <Dialog {...props} />
      </GraphqlIsland>
    ),
  })),
)
const preloadDialog = () => void loadDialog().catch(() => {})

type ActionsProps = {
  ambassador: AmbassadorCardFields
  name: string
  target?: '_self' | '_top' | '_blank'
}

/**
 * Ask / Book a call / View profile. Each control names the ambassador for
 * screen readers (a list of "Ask a question" links would be ambiguous).
 */
export function AmbassadorActions({ ambassador, name, target }: ActionsProps) {
  const { t } = useTranslation()
  // Each opening is a new dialog. The browser closes a <dialog> at once but
  // tells React (the `close` event) a task later: a click in between opens a
  // new one, and the late `close` of the old one must not shut it.
  const [opening, setOpening] = useState<number | null>(null)
  const latestOpening = useRef(0)
  const opener = useRef<HTMLButtonElement>(null)
  const closeOpening = (closed: number) => {
    if (latestOpening.current !== closed) return
    setOpening(null)
    // Focus goes back to the control that opened the dialog.
    opener.current?.focus()
  }
  const id = encodeURIComponent(ambassador.id)
  return (
    <div className="ambassador-actions">
      <Link className="button" href={`/question?ambassador=${id}`} target={target}>
        {t('ambassador.ask')}
        <span className="visually-hidden"> {t('ambassador.forName', { name })}</span>
      </Link>
      {ambassador.acceptsMeetings && (
        <Link className="button button-secondary" href={`/meet?ambassador=${id}`} target={target}>
          {t('ambassador.meet')}
          <span className="visually-hidden"> {t('ambassador.withName', { name })}</span>
        </Link>
      )}
      <button
        ref={opener}
        type="button"
        className="ambassador-profile-button"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          latestOpening.current += 1
          setOpening(latestOpening.current)
        }}
      >
        {t('ambassador.viewProfile')}
        <span className="visually-hidden"> {t('ambassador.ofName', { name })}</span>
      </button>
      {opening !== null && (
        <Suspense fallback={null}>
          <AmbassadorProfileDialog key={opening} ambassador={ambassador} name={name} actionTarget={target} onClose={() => closeOpening(opening)} />
        </Suspense>
      )}
    </div>
  )
}
