import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { usePageLocale } from '../../../routing/usePageLocale'
import { usePublication } from './usePublication'

/**
 * What the static site shows and how far it lags behind the settings:
 * "Publish now" starts a prerender, whose progress (pages done of total)
 * shows while it runs and whose outcome is announced politely.
 */
export function PublishingPanel() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const id = useId()
  const { publication, loadFailed, retry, outcome, publishing, publishFailed, publish } = usePublication()
  const headingId = `${id}-heading`
  const progressId = `${id}-progress`
  const when = (iso: string): string => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  let body
  if (!publication) body = loadFailed ? <QueryError onRetry={retry} /> : <LoadingStatus label={t('staffConsole.publishing.loading')} />
  else {
    const { job } = publication
    const running = job.state === 'RUNNING'
    body = (
      <>
        <dl>
          <dt>{t('staffConsole.publishing.build')}</dt>
          <dd>{publication.buildId ?? t('staffConsole.publishing.neverPublished')}</dd>
          <dt>{t('staffConsole.publishing.publishedAt')}</dt>
          <dd>{publication.publishedAt ? when(publication.publishedAt) : '—'}</dd>
          <dt>{t('staffConsole.publishing.pending')}</dt>
          <dd>{t('staffConsole.publishing.pendingCount', { count: publication.pendingChanges })}</dd>
        </dl>
        {running && (
          <div className="field">
            <label className="field-label" htmlFor={progressId}>
              {job.total > 0 ? t('staffConsole.publishing.progress', { done: job.done, total: job.total }) : t('staffConsole.publishing.preparing')}
            </label>
            {job.total > 0 ? <progress id={progressId} className="console-progress" max={job.total} value={job.done} /> : <progress id={progressId} className="console-progress" />}
          </div>
        )}
        {job.state === 'FAILED' && <p className="area-error">{t('staffConsole.publishing.failed', { error: job.error ?? t('staffConsole.publishing.noReason') })}</p>}
        {/* What PUBLISH_COMMAND or the webhook answered (already a sentence, in the page's language). */}
        {job.state === 'SUCCEEDED' && job.message && <p className="area-muted">{job.message}</p>}
        <div className="area-actions">
          <button type="button" className="button" onClick={() => void publish()} aria-busy={publishing || running || undefined} aria-disabled={running || undefined}>
            {running || publishing ? t('staffConsole.publishing.publishing') : t('staffConsole.publishing.publishNow')}
          </button>
        </div>
        {publishFailed && (
          <p className="area-error" role="alert">
            {t('staffConsole.publishing.startFailed')}
          </p>
        )}
      </>
    )
  }
  const job = publication?.job
  const announcement =
    outcome === 'started'
      ? t('staffConsole.publishing.started')
      : outcome === 'succeeded'
        ? t('staffConsole.publishing.succeeded', { total: job?.total ?? 0 })
        : outcome === 'failed'
          ? t('staffConsole.publishing.failed', { error: job?.error ?? t('staffConsole.publishing.noReason') })
          : ''
  return (
    <section className="console-publish" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('staffConsole.publishing.heading')}</h2>
      <p className="area-muted">{t('staffConsole.publishing.intro')}</p>
      {body}
      <p className="area-status" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
