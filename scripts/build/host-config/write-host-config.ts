/**
 * After a build or a prerender: the static hosts' configuration, with the
 * same headers as the Node server (decision 110) — `_headers` and
 * `_redirects` inside `client/` (Netlify, Cloudflare Pages read them from the
 * uploaded folder and do not serve them), and `deploy/nginx.conf` beside
 * `client/` (not uploaded). Per build: the CSP lists this build's inline
 * scripts, and /iframe the embed origins the API had at build time.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inlineScriptHashesOfSite } from '../../../server/http/static-site'
import { siteHeaderRules } from '../../../server/http/site-header-rules'
import { headersFile } from './headers-file'
import { nginxConf } from './nginx-conf'
import { redirectsFile } from './redirects-file'

/** nginx.conf's `listen` and `root`: NGINX_LISTEN and NGINX_ROOT at build time make it ready to drop in; else defaults to edit. */
export function nginxSiteOf(env: NodeJS.ProcessEnv): { listen: string; root: string } {
  return { listen: env.NGINX_LISTEN?.trim() || '80', root: env.NGINX_ROOT?.trim() || '/var/www/ambassador-portal/client' }
}

/** PUBLIC_ENV__API_URL: the API the browser calls when it is not the site's origin. */
export function browserApiOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.PUBLIC_ENV__API_URL?.trim()
  return url ? new URL(url).origin : undefined
}

export async function writeHostConfig(options: { distDir: string; frameAncestors: readonly string[]; apiOrigin: string | undefined }): Promise<void> {
  const clientDir = join(options.distDir, 'client')
  const site = siteHeaderRules({ frameAncestors: options.frameAncestors, apiOrigin: options.apiOrigin, scriptHashes: inlineScriptHashesOfSite(clientDir) })
  await writeFile(join(clientDir, '_headers'), headersFile(site))
  await writeFile(join(clientDir, '_redirects'), redirectsFile())
  await mkdir(join(options.distDir, 'deploy'), { recursive: true })
  await writeFile(join(options.distDir, 'deploy', 'nginx.conf'), nginxConf(site, nginxSiteOf(process.env)))
}
