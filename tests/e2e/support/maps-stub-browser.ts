/**
 * The browser half of the Google Maps stand-in (see maps-stub.ts): enough of
 * `google.maps` for the app's real code — @googlemaps/js-api-loader's
 * `importLibrary`, Map with a Web Mercator projection, legacy Marker,
 * OverlayView (what @googlemaps/markerclusterer builds on), LatLng(Bounds),
 * `event`, and the Places data API — drawn as plain DOM elements tests can
 * count and click. Self-contained functions: they are serialized with
 * `Function.prototype.toString` into the script the page requests.
 */
import type { createGeometryStub, LatLngLike, Literal } from './maps-stub-geometry'

export interface MapsStubPlace {
  placeId: string
  /** The city, e.g. "Lyon" (the prediction's main text). */
  name: string
  /** e.g. "France" (the prediction's secondary text). */
  secondary: string
  /** ISO 3166-1 alpha-2. */
  country: string
  lat: number
  lng: number
}
export interface MapsStubConfig {
  places: MapsStubPlace[]
}
type Handler = (...args: unknown[]) => void
export type PlacesFactory = (config: MapsStubConfig, toLatLng: (value: Literal) => LatLngLike) => Record<string, unknown>

export function installGoogleMapsStub(config: MapsStubConfig, createGeometry: typeof createGeometryStub, createPlaces: PlacesFactory): void {
  const win = window as unknown as { google?: { maps?: Record<string, unknown> } }
  const google = (win.google ??= {})
  const maps = (google.maps ??= {})
  const registry = new WeakMap<object, Map<string, Set<Handler>>>()
  const event = {
    addListener(instance: object, name: string, handler: Handler) {
      const byName = registry.get(instance) ?? new Map<string, Set<Handler>>()
      registry.set(instance, byName)
      const handlers = byName.get(name) ?? new Set<Handler>()
      byName.set(name, handlers)
      handlers.add(handler)
      return { remove: () => void handlers.delete(handler) }
    },
    removeListener(listener: { remove(): void }) {
      listener.remove()
    },
    clearInstanceListeners(instance: object) {
      registry.delete(instance)
    },
    trigger(instance: object, name: string, ...args: unknown[]) {
      for (const handler of [...(registry.get(instance)?.get(name) ?? [])]) handler(...args)
    },
  }
  class MVCObject {
    addListener(name: string, handler: Handler) {
      return event.addListener(this, name, handler)
    }
  }
  const { LatLng, LatLngBounds, Point, Size, toLatLng, toWorld, fromWorld } = createGeometry()
  type LatLng = InstanceType<typeof LatLng>
  type LatLngBounds = InstanceType<typeof LatLngBounds>
  type Point = InstanceType<typeof Point>
  type MapOptions = { center?: Literal; zoom?: number; minZoom?: number; maxZoom?: number }

  class StubMap extends MVCObject {
    readonly root = document.createElement('div')
    readonly markers = new Set<Marker>()
    readonly overlays = new Set<OverlayView>()
    private zoom: number
    private center: LatLng
    private ready = false
    private idleTimer: ReturnType<typeof setTimeout> | undefined
    readonly canvasProjection = {
      fromLatLngToDivPixel: (p: LatLngLike) => this.toPixel(p),
      fromDivPixelToLatLng: (p: Point) => this.fromPixel(p),
      fromLatLngToContainerPixel: (p: LatLngLike) => this.toPixel(p),
      fromContainerPixelToLatLng: (p: Point) => this.fromPixel(p),
      getWorldWidth: () => 256 * 2 ** this.zoom,
    }
    constructor(
      private readonly div: HTMLElement,
      private options: MapOptions = {},
    ) {
      super()
      this.zoom = options.zoom ?? 2
      this.center = toLatLng(options.center ?? { lat: 0, lng: 0 })
      this.root.className = 'gm-stub-map'
      this.root.setAttribute('role', 'region')
      this.root.setAttribute('aria-label', 'Map')
      this.root.style.cssText = 'position:relative;overflow:hidden;width:100%;height:100%;background:#dfe6ec'
      div.replaceChildren(this.root)
      // Like Google: the projection exists once the map has initialized, a moment later.
      setTimeout(() => {
        this.ready = true
        event.trigger(this, 'projection_changed')
        this.changed()
      })
    }
    getDiv() {
      return this.div
    }
    getZoom() {
      return this.zoom
    }
    getCenter() {
      return this.center
    }
    getProjection() {
      return this.ready ? { fromLatLngToPoint: toWorld, fromPointToLatLng: (p: Point) => fromWorld(p.x, p.y) } : undefined
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: false, isDataDrivenStylingAvailable: false }
    }
    setOptions(options: MapOptions) {
      this.options = { ...this.options, ...options }
    }
    setZoom(zoom: number) {
      this.zoom = Math.max(this.options.minZoom ?? 0, Math.min(this.options.maxZoom ?? 22, Math.round(zoom)))
      this.changed()
    }
    setCenter(center: LatLngLike | Literal) {
      this.center = toLatLng(center)
      this.changed()
    }
    panTo(center: LatLngLike | Literal) {
      this.setCenter(center)
    }
    // Measured when the view changes, like Google (reading clientWidth per projection call forces layouts).
    private measured: { width: number; height: number } | null = null
    size() {
      return (this.measured ??= { width: this.root.clientWidth || 640, height: this.root.clientHeight || 400 })
    }
    toPixel(p: LatLngLike) {
      const [w, c, scale, { width, height }] = [toWorld(p), toWorld(this.center), 2 ** this.zoom, this.size()]
      return new Point((w.x - c.x) * scale + width / 2, (w.y - c.y) * scale + height / 2)
    }
    fromPixel(p: Point) {
      const [c, scale, { width, height }] = [toWorld(this.center), 2 ** this.zoom, this.size()]
      return fromWorld((p.x - width / 2) / scale + c.x, (p.y - height / 2) / scale + c.y)
    }
    getBounds() {
      if (!this.ready) return undefined
      const { width, height } = this.size()
      const [sw, ne] = [this.fromPixel(new Point(0, height)), this.fromPixel(new Point(width, 0))]
      if (width >= 256 * 2 ** this.zoom) return new LatLngBounds({ lat: sw.lat(), lng: -180 }, { lat: ne.lat(), lng: 180 })
      return new LatLngBounds(sw, ne)
    }
    fitBounds(bounds: LatLngBounds | { south: number; west: number; north: number; east: number }, padding = 0) {
      const b = bounds instanceof LatLngBounds ? bounds : new LatLngBounds({ lat: bounds.south, lng: bounds.west }, { lat: bounds.north, lng: bounds.east })
      const [sw, ne, { width, height }] = [toWorld(b.getSouthWest()), toWorld(b.getNorthEast()), this.size()]
      const dx = Math.abs(ne.x - sw.x)
      const dy = Math.abs(sw.y - ne.y)
      const fit = Math.min(dx ? (width - 2 * padding) / dx : Infinity, dy ? (height - 2 * padding) / dy : Infinity)
      this.center = b.getCenter()
      this.setZoom(Number.isFinite(fit) ? Math.floor(Math.log2(Math.max(fit, 1e-9))) : (this.options.maxZoom ?? 22))
    }
    private changed() {
      this.measured = null
      for (const marker of this.markers) marker.place()
      for (const overlay of this.overlays) overlay.draw()
      event.trigger(this, 'bounds_changed')
      clearTimeout(this.idleTimer)
      this.idleTimer = setTimeout(() => this.ready && event.trigger(this, 'idle'))
    }
  }

  // Google's OverlayView methods are enumerable: markerclusterer copies them with for…in.
  class OverlayView {
    private stubMap: StubMap | null = null
    private added = false
    setMap(map: StubMap | null) {
      const previous = this.stubMap
      if (previous) {
        previous.overlays.delete(this)
        if (this.added) (this as unknown as { onRemove?: () => void }).onRemove?.()
        this.added = false
      }
      this.stubMap = map
      if (!map) return
      map.overlays.add(this)
      setTimeout(() => {
        if (this.stubMap !== map) return
        this.added = true
        ;(this as unknown as { onAdd?: () => void }).onAdd?.()
        this.draw()
      })
    }
    getMap() {
      return this.stubMap
    }
    getProjection() {
      return this.added && this.stubMap ? this.stubMap.canvasProjection : null
    }
    getPanes() {
      const layer = this.stubMap?.root ?? null
      return layer && { overlayLayer: layer, overlayMouseTarget: layer, markerLayer: layer, floatPane: layer, mapPane: layer }
    }
    addListener(name: string, handler: Handler) {
      return event.addListener(this, name, handler)
    }
    draw() {}
  }
  for (const name of Object.getOwnPropertyNames(OverlayView.prototype)) {
    if (name !== 'constructor') Object.defineProperty(OverlayView.prototype, name, { enumerable: true })
  }

  type MarkerOptions = {
    position?: Literal | LatLngLike
    title?: string
    label?: string | { text: string; color?: string }
    icon?: { fillColor?: string }
    map?: StubMap
    visible?: boolean
    clickable?: boolean
    zIndex?: number
  }
  class Marker extends MVCObject {
    static MAX_ZINDEX = 1_000_000
    private el: HTMLElement | null = null
    private stubMap: StubMap | null = null
    private position: LatLng
    constructor(private readonly options: MarkerOptions = {}) {
      super()
      this.position = toLatLng(options.position ?? { lat: 0, lng: 0 })
      if (options.map) this.setMap(options.map)
    }
    getPosition() {
      return this.position
    }
    getTitle() {
      return this.options.title
    }
    getVisible() {
      return this.options.visible !== false
    }
    getMap() {
      return this.stubMap
    }
    setMap(map: StubMap | null) {
      this.stubMap?.markers.delete(this)
      this.el?.remove()
      this.el = null
      this.stubMap = map
      if (!map) return
      map.markers.add(this)
      map.root.append(this.draw())
      this.place()
    }
    place() {
      if (!this.el || !this.stubMap) return
      const { x, y } = this.stubMap.toPixel(this.position)
      this.el.style.left = `${x}px`
      this.el.style.top = `${y}px`
    }
    private draw() {
      const label = typeof this.options.label === 'string' ? { text: this.options.label } : this.options.label
      const el = (this.el = document.createElement('div'))
      const size = label ? 40 : 22
      el.className = label ? 'gm-stub-marker gm-stub-labelled' : 'gm-stub-marker'
      el.style.cssText = `position:absolute;width:${size}px;height:${size}px;margin:-${size / 2}px 0 0 -${size / 2}px;border-radius:50%;display:flex;align-items:center;justify-content:center;font:600 13px sans-serif;z-index:${this.options.zIndex ?? 1};background:${this.options.icon?.fillColor ?? '#b3261e'};color:${label?.color ?? '#fff'};border:2px solid #fff`
      if (label) el.textContent = label.text
      if (this.options.title) el.setAttribute('aria-label', this.options.title)
      if (this.options.clickable !== false) {
        el.setAttribute('role', 'button')
        el.tabIndex = 0
        const click = (domEvent: Event) => event.trigger(this, 'click', { latLng: this.position, domEvent })
        el.addEventListener('click', click)
        el.addEventListener('keydown', (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), click(e)))
      }
      return el
    }
  }

  const SymbolPath = { CIRCLE: 0, FORWARD_CLOSED_ARROW: 1, FORWARD_OPEN_ARROW: 2, BACKWARD_CLOSED_ARROW: 3, BACKWARD_OPEN_ARROW: 4 }
  const core = { LatLng, LatLngBounds, Point, Size, MVCObject, event, SymbolPath }
  const libraries: Record<string, Record<string, unknown>> = {
    core,
    maps: { ...core, Map: StubMap, OverlayView },
    marker: { Marker },
    places: createPlaces(config, (value) => new LatLng(value)),
  }
  Object.assign(maps, core, { Map: StubMap, OverlayView, Marker, places: libraries.places })
  maps.importLibrary = (name: string) => (libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error(`Maps stub: no library "${name}"`)))
  // Like the real script: call the loader's callback named in our own URL.
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  const callback = src ? new URL(src).searchParams.get('callback') : null
  if (callback?.startsWith('google.maps.')) (maps[callback.slice('google.maps.'.length)] as (() => void) | undefined)?.()
}
