import { useEffect, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatNumber } from '../ambassadors/ambassador-format'
import { AmbassadorMap } from './AmbassadorMap'
import { UNAVAILABLE_MESSAGE_KEY } from './unavailable'

interface MatchMapProps {
  readonly ambassadorIds: readonly string[]
  /** The visitor asked for the map (the phone's "Show on a map" button, now gone): focus moves here, and a missing map says why. */
  readonly requested?: boolean
}

/** Takes the focus when it appears, if asked: the button that showed it no longer exists. */
function FocusOnMount({ as: Tag, id, focus, text }: { as: 'h3' | 'p'; id?: string; focus: boolean; text: string }) {
  const element = useRef<HTMLHeadingElement & HTMLParagraphElement>(null)
  useEffect(() => {
    if (focus) element.current?.focus()
  }, [focus])
  return (
    <Tag ref={element} id={id} tabIndex={focus ? -1 : undefined} className={Tag === 'p' ? 'match-map-unavailable' : undefined}>
      {text}
    </Tag>
  )
}

/**
 * The small map under the match results: the ambassadors shown above, as
 * markers. The ranked list is the equivalent for keyboard and screen-reader
 * users; without maps this section is simply left out (the list says it all),
 * unless the visitor asked for it: then it says why there is no map.
 */
export default function MatchMap({ ambassadorIds, requested = false }: MatchMapProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const headingId = useId()
  const filter = useMemo(() => ({ ids: [...ambassadorIds] }), [ambassadorIds])
  return (
    <AmbassadorMap
      filter={filter}
      variant="compact"
      caption={(count) => t('maps.match.caption', { count, formatted: formatNumber(count, locale) })}
      renderUnavailable={(reason) => (requested ? <FocusOnMount as="p" focus text={t(UNAVAILABLE_MESSAGE_KEY[reason])} /> : null)}
      heading={{ id: headingId, node: <FocusOnMount as="h3" id={headingId} focus={requested} text={t('maps.match.heading')} /> }}
    />
  )
}
