import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CityValue } from '../match/city-field-contract'
import { warnMapsUnavailableOnce } from './maps-warning'
import type { CitySearch, CitySuggestion } from './places'

/** Places suggestions for the city field: asked this long after typing stops, from this many characters. */
const PLACES_DEBOUNCE_MS = 250
const PLACES_MIN_CHARS = 2

/**
 * The suggestion list of the city combobox: asked PLACES_DEBOUNCE_MS after
 * typing stops (from PLACES_MIN_CHARS characters), answers to older text
 * ignored, the result announced politely; choosing one fetches its
 * coordinates.
 */
export function useCitySuggestions(search: CitySearch | null, country: string | null, onChange: (value: CityValue) => void) {
  const { t } = useTranslation()
  const [items, setItems] = useState<readonly CitySuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [highlighted, setHighlighted] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const close = () => {
    clearTimeout(timer.current)
    latest.current++
    setOpen(false)
    setHighlighted(-1)
  }

  /** The visitor typed `text`. */
  const typed = (text: string) => {
    close()
    setItems([])
    if (!search || text.trim().length < PLACES_MIN_CHARS) return
    const request = latest.current
    timer.current = setTimeout(() => {
      search.suggest(text.trim(), country).then(
        (found) => {
          if (request !== latest.current) return
          setItems(found)
          setOpen(found.length > 0)
          setAnnouncement(found.length ? t('maps.city.suggestions', { count: found.length }) : t('maps.city.noSuggestions'))
        },
        (error: unknown) => warnMapsUnavailableOnce(error),
      )
    }, PLACES_DEBOUNCE_MS)
  }

  const choose = (suggestion: CitySuggestion) => {
    close()
    onChange({ city: suggestion.city })
    setAnnouncement(t('maps.city.chosen', { city: suggestion.city }))
    const request = latest.current
    search?.choose(suggestion).then(
      (value) => request === latest.current && onChange(value),
      (error: unknown) => warnMapsUnavailableOnce(error),
    )
  }

  /** Arrow keys move through the list; returns true when it handled the key. */
  const move = (step: 1 | -1): boolean => {
    if (items.length === 0) return false
    setOpen(true)
    setHighlighted((current) => (current + step + items.length + (current < 0 && step < 0 ? 1 : 0)) % items.length)
    return true
  }

  return { items, open, highlighted, announcement, typed, choose, close, move }
}
