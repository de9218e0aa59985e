/**
 * The API for `npm run bench:live`, as its own process (forked with an IPC
 * channel): the bench asks it for its memory (`process.memoryUsage()`: RSS
 * and heap, which /proc alone cannot tell) and how many streams it holds.
 */
import { startServer } from '../../server/app'
import { loadEnv } from '../../server/env'

const server = await startServer({ env: loadEnv(process.env), apiOnly: true, quiet: true, mailer: null, scheduler: false, autoPublish: false })

interface Request {
  readonly type: 'sample' | 'stop'
}

process.on('message', (message: Request) => {
  if (message.type === 'sample') {
    const { rss, heapUsed } = process.memoryUsage()
    process.send?.({ type: 'sample', rss, heapUsed, streams: server.liveStreams.count, subscribers: server.services.live.subscriberCount })
  } else {
    void server.close().then(() => process.exit(0))
  }
})
// The bench gone (even crashed): this API goes too.
process.once('disconnect', () => void server.close().then(() => process.exit(0)))
process.send?.({ type: 'ready', url: server.url })
