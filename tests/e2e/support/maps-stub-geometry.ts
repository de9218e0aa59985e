/**
 * Geometry of the Google Maps stand-in (see maps-stub.ts): LatLng (latitude
 * clamped, longitude wrapped), LatLngBounds (antimeridian-aware `contains`),
 * Point, Size and Google's Web Mercator world coordinates (256 px at zoom 0).
 * Self-contained: serialized with `Function.prototype.toString`.
 */
export type Literal = { lat: number; lng: number }
export type LatLngLike = { lat(): number; lng(): number }

export const createGeometryStub = () => {
  const wrap = (lng: number): number => (lng >= -180 && lng < 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180)
  class LatLng {
    private readonly y: number
    private readonly x: number
    constructor(lat: number | Literal, lng?: number) {
      const literal = typeof lat === 'object' ? lat : { lat, lng: lng ?? 0 }
      this.y = Math.max(-90, Math.min(90, literal.lat))
      this.x = wrap(literal.lng)
    }
    lat() {
      return this.y
    }
    lng() {
      return this.x
    }
    toJSON(): Literal {
      return { lat: this.y, lng: this.x }
    }
    equals(other: LatLngLike | null) {
      return !!other && other.lat() === this.y && other.lng() === this.x
    }
  }
  const toLatLng = (value: LatLngLike | Literal): LatLng =>
    value instanceof LatLng
      ? value
      : new LatLng(
          typeof value.lat === 'function' ? (value as LatLngLike).lat() : (value as Literal).lat,
          typeof value.lng === 'function' ? (value as LatLngLike).lng() : (value as Literal).lng,
        )
  class LatLngBounds {
    south = Infinity
    north = -Infinity
    west = Infinity
    east = -Infinity
    constructor(sw?: LatLngLike | Literal | null, ne?: LatLngLike | Literal | null) {
      if (sw && ne) {
        const [a, b] = [toLatLng(sw), toLatLng(ne)]
        ;[this.south, this.west, this.north, this.east] = [a.lat(), a.lng(), b.lat(), b.lng()]
      } else if (sw) this.extend(sw)
    }
    extend(point: LatLngLike | Literal) {
      const p = toLatLng(point)
      this.south = Math.min(this.south, p.lat())
      this.north = Math.max(this.north, p.lat())
      this.west = Math.min(this.west, p.lng())
      this.east = Math.max(this.east, p.lng())
      return this
    }
    isEmpty() {
      return this.south > this.north
    }
    // West > east: the box crosses the antimeridian, as in Google's LatLngBounds.
    contains(point: LatLngLike | Literal) {
      const p = toLatLng(point)
      const inLng = this.west <= this.east ? p.lng() >= this.west && p.lng() <= this.east : p.lng() >= this.west || p.lng() <= this.east
      return p.lat() >= this.south && p.lat() <= this.north && inLng
    }
    getCenter() {
      const span = this.west <= this.east ? this.east - this.west : this.east + 360 - this.west
      return new LatLng((this.south + this.north) / 2, this.west + span / 2)
    }
    getNorthEast() {
      return new LatLng(this.north, this.east)
    }
    getSouthWest() {
      return new LatLng(this.south, this.west)
    }
    toJSON() {
      return { south: this.south, west: this.west, north: this.north, east: this.east }
    }
  }
  class Point {
    constructor(
      public x: number,
      public y: number,
    ) {}
  }
  class Size {
    constructor(
      public width: number,
      public height: number,
    ) {}
  }
  // Web Mercator, 256 px world at zoom 0 (Google's projection).
  const toWorld = (p: LatLngLike) => {
    const sin = Math.min(Math.max(Math.sin((p.lat() * Math.PI) / 180), -0.9999), 0.9999)
    return new Point(256 * (0.5 + p.lng() / 360), 256 * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)))
  }
  const fromWorld = (x: number, y: number) => {
    const n = Math.PI - (2 * Math.PI * y) / 256
    return new LatLng((180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), (x / 256 - 0.5) * 360)
  }
  return { LatLng, LatLngBounds, Point, Size, toLatLng, toWorld, fromWorld }
}
