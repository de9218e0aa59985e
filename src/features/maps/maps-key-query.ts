import { graphql } from '../../graphql/graphql'

/**
 * The organization's Google Maps key, read live rather than from the prerendered
 * organization: it is API configuration (MAPS_API_KEY or the organization's own),
 * so setting or rotating it needs no rebuild, and pages that never show a map
 * never carry it (docs/decisions/050-maps.md).
 */
export const MapsKeyQuery = graphql(`
  query MapsKey {
    organization {
      mapsApiKey
    }
  }
`)
