/**
 * The contract of the city field of /match step 3: the questionnaire depends on
 * these props only, so the maps feature's Places-autocomplete field
 * (src/features/maps/PlacesCityField.tsx, which falls back to plain text)
 * plugs in through `./CityField.tsx` without the questionnaire knowing maps.
 */
import type { CityValue } from './match-answers'

export type { CityValue } from './match-answers'

export interface CityFieldProps {
  /** Id of the text input (the label's `htmlFor`). */
  readonly id: string
  readonly label: string
  readonly hint?: string
  readonly value: CityValue
  /** ISO 3166-1 alpha-2 country chosen beside it (autocomplete restricts suggestions to it); null before a choice. */
  readonly country: string | null
  /** Translated error, or null. */
  readonly error: string | null
  /**
   * A new value. Typing emits `{ city }` alone (coordinates are dropped, they
   * belonged to the previous text); choosing a suggestion emits the city with
   * its `latitude` / `longitude`.
   */
  readonly onChange: (value: CityValue) => void
  /** A form field bound to a form (the ambassadors' onboarding): required mark, focus on errors, touched on blur. */
  readonly required?: boolean
  readonly inputRef?: (element: HTMLInputElement | null) => void
  readonly onBlur?: () => void
}
