import type { FieldBinding } from '../../../forms'
import { PlacesCityField } from '../../maps/PlacesCityField'
import type { CityValue } from '../../match/city-field-contract'

export interface Coordinates {
  readonly latitude: number
  readonly longitude: number
}

/**
 * The onboarding's city: the /match city field (Places suggestions restricted
 * to the chosen country when the organization has a Maps key, plain text
 * otherwise) bound to the form. A chosen suggestion gives coordinates (the
 * map places the ambassador there); typing drops them, they belonged to the
 * previous text.
 */
export function OnboardingCityField({
  field,
  country,
  hint,
  onCoordinates,
}: {
  field: FieldBinding<string>
  country: string
  hint?: string
  onCoordinates: (coordinates: Coordinates | null) => void
}) {
  const onChange = (place: CityValue): void => {
    const located = place.latitude !== undefined && place.longitude !== undefined
    field.onChange(place.city, located ? 'change' : 'input')
    onCoordinates(located ? { latitude: place.latitude ?? 0, longitude: place.longitude ?? 0 } : null)
  }
  return (
    <PlacesCityField
      id={field.id}
      label={field.label}
      hint={hint}
      value={{ city: field.value }}
      country={country === '' ? null : country}
      error={field.error}
      required={field.required}
      inputRef={field.attach}
      onBlur={field.onBlur}
      onChange={onChange}
    />
  )
}
