/**
 * A simulated browser for API tests: one client address and the cookies the
 * API set on it, sent back with every request (name=value only, as a browser
 * sends them; attributes are kept for assertions).
 */
import { freshIp } from './test-api'
import type { GqlOptions, GqlResponse, TestApi } from './test-api'

export interface Browser {
  readonly ip: string
  /** The Set-Cookie headers last received, by cookie name. */
  readonly received: ReadonlyMap<string, string>
  /** The Cookie header this browser sends, or undefined without cookies. */
  cookieHeader(): string | undefined
  gql<T>(query: string, variables?: Record<string, unknown>, options?: Omit<GqlOptions, 'ip'>): Promise<GqlResponse<T>>
}

export function openBrowser(api: TestApi, ip: string = freshIp()): Browser {
  const jar = new Map<string, string>()
  const received = new Map<string, string>()
  const cookieHeader = (): string | undefined => (jar.size === 0 ? undefined : [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
  return {
    ip,
    received,
    cookieHeader,
    async gql<T>(query: string, variables: Record<string, unknown> = {}, options: Omit<GqlOptions, 'ip'> = {}) {
      const cookie = cookieHeader()
      const response = await api.gql<T>(query, variables, { ...options, ip, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } })
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';')
        const at = pair.indexOf('=')
        if (at <= 0) continue
        const name = pair.slice(0, at).trim()
        const value = pair.slice(at + 1).trim()
        received.set(name, header)
        if (value === '' || /;\s*max-age=0\b/i.test(header)) jar.delete(name)
        else jar.set(name, value)
      }
      return response
    },
  }
}
