import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { readFragment } from '../../graphql/read-fragment'
import { usePageLocale } from '../../routing/usePageLocale'
import type { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { SharedAmbassadorQuery } from './shared-ambassador-query'

const AmbassadorProfileDialog = lazy(() => import('../ambassadors/AmbassadorProfileDialog').then((module) => ({ default: module.AmbassadorProfileDialog })))

/** Back to the plain directory: the address bar drops `?ambassador=`, so a reload or a shared copy shows the directory. */
function forgetSharedId(): void {
  const url = new URL(window.location.href)
  url.searchParams.delete('ambassador')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

/**
 * `/community?ambassador=<id>` (issue 33, item 5): an ambassador's own link
 * opens their profile over the directory; closing it leaves the directory.
 * An ambassador no longer active (or an id that never was one) gets a clear
 * note above the directory instead.
 */
export function SharedAmbassador({ id }: { id: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(SharedAmbassadorQuery, { id, locale })
  const [closed, setClosed] = useState(false)
  if (closed || query.status === 'pending') return null
  const found = query.data?.ambassador
  if (found) {
    const ambassador = readFragment<typeof AmbassadorCardFragment>(found)
    return (
      <Suspense fallback={null}>
        <AmbassadorProfileDialog
          ambassador={ambassador}
          name={`${ambassador.firstName} ${ambassador.lastInitial}`}
          onClose={() => {
            forgetSharedId()
            setClosed(true)
            // Focus goes to the directory the visitor now sees.
            document.getElementById('directory-title')?.focus()
          }}
        />
      </Suspense>
    )
  }
  if (query.status === 'error') return null
  return <GoneNote onDismiss={() => setClosed(true)} label={t('community.shared.goneTitle')} text={t('community.shared.goneText')} />
}

function GoneNote({ label, text, onDismiss }: { label: string; text: string; onDismiss: () => void }) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    forgetSharedId()
    box.current?.focus()
  }, [])
  return (
    <div ref={box} tabIndex={-1} role="status" className="shared-ambassador-gone" aria-labelledby="shared-ambassador-gone-title">
      <h2 id="shared-ambassador-gone-title">{label}</h2>
      <p>{text}</p>
      <button type="button" className="button button-secondary" onClick={onDismiss}>
        {t('community.shared.dismiss')}
      </button>
    </div>
  )
}
