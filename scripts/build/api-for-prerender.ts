/**
 * Prerendering runs every page's data hook against the API. When API_URL is
 * not given, start the reference API in-process on a free loopback port (it
 * migrates and seeds an empty database on the way) and stop it afterwards.
 */
export async function withApiForPrerender<T>(task: (apiUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.API_URL?.trim()
  if (given) return task(given)
  const { startServer } = await import('../../server/main')
  const api = await startServer({ port: 0, host: '127.0.0.1', apiOnly: true })
  try {
    return await task(`http://127.0.0.1:${api.port}`)
  } finally {
    await api.close()
  }
}
