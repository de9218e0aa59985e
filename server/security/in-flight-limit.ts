/**
 * Requests still being answered, per client address (issue 15, finding 1):
 * one client cannot occupy the API with many slow requests at once. Counted
 * by this instance only, which is the point: it protects this process.
 */
export class InFlightLimit {
  private readonly counts = new Map<string, number>()
  constructor(readonly maxPerIp: number) {}
  tryEnter(ip: string): boolean {
    const count = this.counts.get(ip) ?? 0
    if (count >= this.maxPerIp) return false
    this.counts.set(ip, count + 1)
    return true
  }
  leave(ip: string): void {
    const count = (this.counts.get(ip) ?? 1) - 1
    if (count <= 0) this.counts.delete(ip)
    else this.counts.set(ip, count)
  }
}

/** Enough for a page's parallel queries, far below what it takes to occupy the API. */
export const MAX_IN_FLIGHT_PER_IP = 8
