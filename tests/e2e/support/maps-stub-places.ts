import type { MapsStubConfig, MapsStubPlace, PlacesFactory } from './maps-stub-browser'

/**
 * The Places part of the Google Maps stand-in: the data API the city field
 * uses (AutocompleteSuggestion.fetchAutocompleteSuggestions, session tokens,
 * PlacePrediction.toPlace, Place.fetchFields). Predictions come from the
 * test's list of places, matched by prefix and restricted by region code
 * like the real service. Every request is recorded in `window.__mapsStub`.
 * Self-contained: serialized with `Function.prototype.toString`.
 */
export const createPlacesStub: PlacesFactory = (config: MapsStubConfig, toLatLng) => {
  type Request = { input: string; includedRegionCodes?: string[]; includedPrimaryTypes?: string[]; language?: string; sessionToken?: unknown }
  const log = ((window as unknown as { __mapsStub?: { placesRequests: unknown[]; fetchFields: unknown[] } }).__mapsStub ??= { placesRequests: [], fetchFields: [] })
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim()

  class AutocompleteSessionToken {}
  class FormattableText {
    constructor(readonly text: string) {}
    get matches() {
      return []
    }
    toString() {
      return this.text
    }
  }
  class Place {
    displayName: string | null = null
    location: ReturnType<typeof toLatLng> | null = null
    constructor(readonly options: { id: string }) {}
    get id() {
      return this.options.id
    }
    fetchFields({ fields }: { fields: string[] }) {
      log.fetchFields.push({ id: this.id, fields })
      const place = config.places.find((p) => p.placeId === this.id)
      if (!place) return Promise.reject(new Error(`Maps stub: unknown place ${this.id}`))
      if (fields.includes('displayName')) this.displayName = place.name
      if (fields.includes('location')) this.location = toLatLng({ lat: place.lat, lng: place.lng })
      return Promise.resolve({ place: this })
    }
  }
  class PlacePrediction {
    readonly placeId: string
    readonly text: FormattableText
    readonly mainText: FormattableText
    readonly secondaryText: FormattableText
    readonly types = ['locality', 'political']
    constructor(place: MapsStubPlace) {
      this.placeId = place.placeId
      this.text = new FormattableText(`${place.name}, ${place.secondary}`)
      this.mainText = new FormattableText(place.name)
      this.secondaryText = new FormattableText(place.secondary)
    }
    toPlace() {
      return new Place({ id: this.placeId })
    }
  }
  class AutocompleteSuggestion {
    constructor(readonly placePrediction: PlacePrediction) {}
    static fetchAutocompleteSuggestions(request: Request) {
      log.placesRequests.push({ ...request, sessionToken: request.sessionToken instanceof AutocompleteSessionToken })
      const input = fold(request.input)
      const regions = (request.includedRegionCodes ?? []).map((code) => code.toLowerCase())
      const found = config.places.filter((p) => fold(p.name).startsWith(input) && (regions.length === 0 || regions.includes(p.country.toLowerCase())))
      return Promise.resolve({ suggestions: found.slice(0, 5).map((p) => new AutocompleteSuggestion(new PlacePrediction(p))) })
    }
  }
  return { AutocompleteSessionToken, AutocompleteSuggestion, Place, PlacePrediction, FormattableText }
}
