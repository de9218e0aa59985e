/**
 * City suggestions from the Places API (the "places" library of the Maps
 * script): AutocompleteSuggestion + Place.fetchFields, the data API Google
 * offers new keys since March 2025 (the legacy Autocomplete widget is not).
 * Our own combobox shows them (PlacesCityField), so the field keeps its label,
 * hint, error and language. Loaded with a dynamic import when the field is
 * first used; never in a first-load bundle.
 */
import type { CityValue } from '../match/city-field-contract'
import { mapsLoader } from './loader'

export interface CitySuggestion {
  readonly id: string
  /** The city alone ("Lyon"): what the field keeps. */
  readonly city: string
  /** Its region and country ("France"), shown under it. */
  readonly detail: string
  readonly prediction: google.maps.places.PlacePrediction
}

export interface CitySearch {
  /** Cities starting with `input`, restricted to the country when one is chosen. */
  suggest(input: string, country: string | null): Promise<CitySuggestion[]>
  /** The chosen city with its coordinates. Ends the billing session (a new one starts). */
  choose(suggestion: CitySuggestion): Promise<CityValue>
}

export async function createCitySearch(key: string, language: string): Promise<CitySearch> {
  const { AutocompleteSuggestion, AutocompleteSessionToken } = await mapsLoader.importLibrary({ key }, 'places')
  let sessionToken = new AutocompleteSessionToken()
  return {
    async suggest(input, country) {
      const request: google.maps.places.AutocompleteRequest = { input, sessionToken, language, includedPrimaryTypes: ['(cities)'] }
      if (country) request.includedRegionCodes = [country.toLowerCase()]
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions(request)
      return suggestions.flatMap(({ placePrediction: prediction }) =>
        prediction ? [{ id: prediction.placeId, city: prediction.mainText?.text ?? prediction.text.text, detail: prediction.secondaryText?.text ?? '', prediction }] : [],
      )
    },
    async choose(suggestion) {
      const { place } = await suggestion.prediction.toPlace().fetchFields({ fields: ['displayName', 'location'] })
      sessionToken = new AutocompleteSessionToken()
      const location = place.location
      return location ? { city: suggestion.city, latitude: location.lat(), longitude: location.lng() } : { city: suggestion.city }
    },
  }
}
