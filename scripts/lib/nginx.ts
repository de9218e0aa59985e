/**
 * Debian's nginx for the browser tests (installed with apt-get when missing,
 * like PostgreSQL in scripts/with-postgres.ts): runs a site's `server {}`
 * block, as the build wrote it, as a non-daemon child under a throw-away
 * prefix directory, wrapped in the few main-level lines Debian's own
 * /etc/nginx/nginx.conf would give it.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const NGINX = '/usr/sbin/nginx'

export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX
  console.error('[nginx] not installed: apt-get install -y nginx')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env })
  if (!existsSync(NGINX)) throw new Error(`nginx installed but ${NGINX} is missing`)
  return NGINX
}

/** The main configuration around one site: everything nginx writes stays under `prefix`. */
function mainConf(prefix: string, siteConf: string): string {
  const temp = (name: string) => `  ${name}_temp_path ${join(prefix, 'temp', name)};`
  return [
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    `  include ${siteConf};`,
    '}',
    '',
  ].join('\n')
}

/** Checks the configuration (`nginx -t`), then starts nginx in the foreground; stop() ends it. */
export function startNginx(prefix: string, site: string): { readonly process: ChildProcess; stop(): void } {
  const nginx = ensureNginx()
  mkdirSync(join(prefix, 'temp'), { recursive: true })
  const siteConf = join(prefix, 'site.conf')
  const conf = join(prefix, 'nginx.conf')
  writeFileSync(siteConf, site)
  writeFileSync(conf, mainConf(prefix, siteConf))
  const args = ['-p', prefix, '-c', conf, '-e', 'stderr']
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`)
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  return {
    process: child,
    stop() {
      if (child.exitCode === null) child.kill('SIGQUIT')
    },
  }
}
