/**
 * Prerendering runs every page's data hook against the API. When API_URL is
 * not given, start the reference API in-process on a free loopback port and
 * stop it afterwards. It migrates the database on the way and, for the demo
 * and the tests (DEMO=1), seeds an empty one; a production database must
 * already hold its organization (`npm run org:create`).
 */
export async function withApiForPrerender<T>(task: (apiUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.API_URL?.trim()
  if (given) return task(given)
  const [{ startServer }, { loadEnv }, { hasAnyOrganization }] = await Promise.all([import('../../server/main'), import('../../server/env'), import('../../server/demo/seed')])
  // This API only answers the prerender's queries and sends no e-mail (no
  // mail worker, no scheduled jobs: reminders are the running API's), so
  // production's "SMTP_URL or MAIL_TO_LOG" rule is moot here.
  const env = loadEnv({ ...process.env, MAIL_TO_LOG: process.env.MAIL_TO_LOG ?? '1' })
  const api = await startServer({ env, port: 0, host: '127.0.0.1', apiOnly: true, mailer: null, autoPublish: false, scheduler: false, quiet: true })
  try {
    if (!(await hasAnyOrganization(api.services.db))) {
      throw new Error(
        'Nothing to prerender: API_URL is not set and the embedded database has no organization. Set API_URL to your API, create the organization (npm run org:create), or run the demo with DEMO=1.',
      )
    }
    return await task(`http://127.0.0.1:${api.port}`)
  } finally {
    await api.close()
  }
}
