import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import type { ResultOf } from '../../graphql/graphql'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { EmbedAmbassadorQuery } from './embed-operations'
import { embedStatePath } from './embed-params'

export type EmbedAmbassador = NonNullable<ResultOf<typeof EmbedAmbassadorQuery>['ambassador']>

interface Props {
  readonly ambassadorId: string
  readonly search: Readonly<Record<string, string>>
  /** The form (or its confirmation) once the ambassador is known. */
  readonly children: (ambassador: EmbedAmbassador) => ReactNode
}

/**
 * The frame's Ask / Book state: a way back to the ambassadors, then the
 * ambassador (fetched live) and the form. Focus moves to the state's first
 * heading when it opens, so keyboard and screen reader users start there.
 */
export function EmbedFormState({ ambassadorId, search, children }: Props) {
  const { t } = useTranslation()
  const query = useBrowserQuery(EmbedAmbassadorQuery, { id: ambassadorId })
  const box = useRef<HTMLDivElement>(null)
  const ambassador = query.data?.ambassador
  const loaded = query.data !== undefined
  useEffect(() => {
    const heading = loaded ? box.current?.querySelector<HTMLElement>('h2') : null
    if (!heading) return
    // The booking form's own heading is not focusable by itself.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus()
  }, [loaded])

  let content: ReactNode
  if (!query.data) {
    content = query.status === 'error' ? <QueryError onRetry={query.refresh} /> : <LoadingStatus label={t('embed.loading')} />
  } else if (!ambassador) {
    content = (
      <div className="journey-state">
        <h2 tabIndex={-1}>{t('embed.missing.title')}</h2>
        <p>{t('embed.missing.text')}</p>
      </div>
    )
  } else content = children(ambassador)

  return (
    <div ref={box} className="embed-form-state">
      <p className="embed-back">
        <Link href={embedStatePath(search, {})}>
          <span aria-hidden="true">←</span>
          {t('embed.back')}
        </Link>
      </p>
      {content}
    </div>
  )
}
