import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { GracefulClose } from './graceful-close'

/** A server whose /slow requests wait until `release()`; every request goes through GracefulClose.admit. */
async function startServer() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let slowArrived: () => void = () => undefined
  const slowStarted = new Promise<void>((resolve) => {
    slowArrived = resolve
  })
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!closing.admit(req, res)) return
    if (req.url === '/slow') {
      slowArrived()
      void released.then(() => res.end('slow done'))
    } else res.end('ok')
  })
  const closing = new GracefulClose(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { server, closing, port, release, slowStarted }
}

/** One GET on a new connection (no keep-alive agent): its status and body, or the socket error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }))
    req.end()
  })
}

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

describe('GracefulClose', () => {
  it('while a request is in flight, a new connection is still taken and told 503, then the in-flight answer arrives and listening stops', async () => {
    const { server, closing, port, release, slowStarted } = await startServer()
    servers.push(server)
    const slow = get(port, '/slow')
    await slowStarted
    const closed = closing.close(5_000)

    const refused = await get(port, '/')
    expect(refused).toMatchObject({ status: 503, connection: 'close' })
    expect('body' in refused && JSON.parse(refused.body)).toMatchObject({ errors: [{ extensions: { code: 'SHUTTING_DOWN' } }] })

    release()
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' })
    await closed
    expect(server.listening).toBe(false)
    expect(await get(port, '/')).toEqual({ error: 'ECONNREFUSED' })
  })

  it('with nothing in flight, stops listening at once', async () => {
    const { server, closing, port } = await startServer()
    servers.push(server)
    await closing.close(5_000)
    expect(await get(port, '/')).toEqual({ error: 'ECONNREFUSED' })
  })
})
