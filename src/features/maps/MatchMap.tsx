import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatNumber } from '../ambassadors/ambassador-format'
import { AmbassadorMap } from './AmbassadorMap'

/**
 * The small map under the match results: the ambassadors shown above, as
 * markers. The ranked list is the equivalent for keyboard and screen-reader
 * users; without maps this section is simply left out (the list says it all).
 */
export default function MatchMap({ ambassadorIds }: { readonly ambassadorIds: readonly string[] }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const headingId = useId()
  const filter = useMemo(() => ({ ids: [...ambassadorIds] }), [ambassadorIds])
  return (
    <AmbassadorMap
      filter={filter}
      variant="compact"
      caption={(count) => t('maps.match.caption', { count, formatted: formatNumber(count, locale) })}
      renderUnavailable={() => null}
      heading={{ id: headingId, node: <h3 id={headingId}>{t('maps.match.heading')}</h3> }}
    />
  )
}
