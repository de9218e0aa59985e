import { usePageLocale } from '../../routing/usePageLocale'
import { formatStableDate, formatTimeAgo } from './ambassador-format'
import { useNow } from './useNow'

/** "3 hours ago" in the page language; a plain date in the prerendered HTML (no hydration mismatch). */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const locale = usePageLocale()
  const now = useNow()
  const date = formatStableDate(iso, locale)
  return (
    <time dateTime={iso} className={className} title={now === null ? undefined : date}>
      {now === null ? date : formatTimeAgo(iso, now, locale)}
    </time>
  )
}
