/**
 * A local SMTP sink for the outbox bench: speaks just enough SMTP (EHLO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT) for nodemailer, accepts every message and
 * counts it. No TLS, no auth, loopback only. Not a mail server.
 */
import { createServer } from 'node:net'
import type { AddressInfo, Server, Socket } from 'node:net'

export interface SmtpSink {
  readonly port: number
  /** Messages accepted so far. */
  readonly received: () => number
  /** Called with each accepted message's raw text (headers and body). */
  onMessage: ((raw: string) => void) | null
  close(): Promise<void>
}

function serve(socket: Socket, accept: (raw: string) => void): void {
  let buffer = ''
  let inData = false
  let data = ''
  // Replies go out at once (no Nagle delay against the client's delayed ACKs), as a real server's do.
  socket.setNoDelay(true)
  const reply = (line: string): void => void socket.write(`${line}\r\n`)
  reply('220 sink ESMTP')
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1')
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        data += buffer.slice(0, end)
        buffer = buffer.slice(end + 5)
        inData = false
        accept(data)
        data = ''
        reply('250 2.0.0 queued')
        continue
      }
      const eol = buffer.indexOf('\r\n')
      if (eol === -1) return
      const line = buffer.slice(0, eol)
      buffer = buffer.slice(eol + 2)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') reply('250-sink\r\n250-PIPELINING\r\n250 8BITMIME')
      else if (verb === 'DATA') {
        inData = true
        // The message may start in this very chunk: the loop looks for its end.
        buffer = `\r\n${buffer}`
        reply('354 end with <CRLF>.<CRLF>')
      } else if (verb === 'QUIT') {
        reply('221 bye')
        socket.end()
        return
      } else reply('250 OK')
    }
  })
  socket.on('error', () => undefined)
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0
  const sockets = new Set<Socket>()
  let onMessage: ((raw: string) => void) | null = null
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    serve(socket, (raw) => {
      received++
      onMessage?.(raw)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    received: () => received,
    set onMessage(listener: ((raw: string) => void) | null) {
      onMessage = listener
    },
    get onMessage() {
      return onMessage
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
