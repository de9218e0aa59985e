import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface CuttableProxy {
  /** The site through the proxy (another port of 127.0.0.1). */
  readonly url: string
  /** The network goes away: open connections are dropped, new ones refused, until `restore`. */
  cut(): void
  restore(): void
  close(): Promise<void>
}

/**
 * A network path between one browser page and the test server that a test
 * can cut, for "the connection drops for 10 s" (issue 19). An HTTP proxy,
 * so it can present requests as coming from the site's own origin (the API
 * admits only known origins); responses stream through unbuffered, so an
 * SSE stream lives exactly as long as its TCP connection.
 */
export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const upstream = new URL(target)
  const sockets = new Set<Socket>()
  let down = false
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host }
    if (headers.origin !== undefined) headers.origin = upstream.origin
    delete headers.referer
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forward.on('error', () => res.destroy())
    // The browser side went away (or was cut): so does the server side, as on a real network.
    res.on('close', () => forward.destroy())
    req.pipe(forward)
  })
  server.on('connection', (socket) => {
    if (down) {
      socket.destroy()
      return
    }
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      down = true
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      down = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
