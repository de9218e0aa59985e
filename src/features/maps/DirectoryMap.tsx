import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatNumber } from '../ambassadors/ambassador-format'
import { MapUnavailable, type DirectoryMapProps } from '../community/DirectoryMapSlot'
import { AmbassadorMap } from './AmbassadorMap'
import { UNAVAILABLE_MESSAGE_KEY } from './unavailable'

/**
 * The map view of /community (loaded lazily by the directory's
 * DirectoryMapSlot): the directory's current filter on the map, "Show as a
 * list" first for keyboard and screen-reader users; without a map, the
 * reason and the list.
 */
export default function DirectoryMap({ filter, onShowList, listFallback }: DirectoryMapProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  return (
    <AmbassadorMap
      filter={filter}
      variant="directory"
      onShowList={onShowList}
      caption={(count) => t('maps.caption', { count, formatted: formatNumber(count, locale) })}
      renderUnavailable={(reason) => <MapUnavailable reason={t(UNAVAILABLE_MESSAGE_KEY[reason])}>{listFallback}</MapUnavailable>}
    />
  )
}
