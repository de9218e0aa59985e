import type { Renderer } from '@googlemaps/markerclusterer'

/**
 * How a group of ambassadors looks: a circle in the brand colour with the
 * count, titled in the page's language ("12 ambassadors — zoom in"), which
 * Google uses as the marker's accessible name. Legacy Marker, like the pins.
 */
export function clusterRenderer(titleOf: (count: number) => string, color: string): Renderer {
  return {
    render: ({ count, position }) =>
      new google.maps.Marker({
        position,
        title: titleOf(count),
        label: { text: String(count), color: '#ffffff', fontSize: '13px', fontWeight: '600' },
        icon: { path: google.maps.SymbolPath.CIRCLE, scale: 14 + Math.min(10, Math.log2(count) * 2), fillColor: color, fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 },
        // Above single markers, bigger groups on top.
        zIndex: Number(google.maps.Marker.MAX_ZINDEX) + count,
        optimized: false,
      }),
  }
}
