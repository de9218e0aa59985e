/** The bench's subscribers: one SSE stream per conversation, timing each event from its publication. */
export interface Deliveries {
  readonly latencies: number[]
  readonly broadcastLatencies: number[]
  /** Published and not yet delivered, by thread id. */
  readonly publishedAt: Map<string, { at: number; broadcast: boolean }>
  lost: number
}

const SUBSCRIPTION = 'subscription($id: ID!, $token: String!) { threadUpdated(threadId: $id, token: $token) { threadId kind } }'

export async function openStreams(endpoint: string, threads: readonly { id: string; token: string }[], deliveries: Deliveries) {
  // Node's fetch opens one connection per stream (no limit per origin), as 1,000 browsers would.
  const controller = new AbortController()
  let ended = 0
  const open = async (thread: { id: string; token: string }): Promise<void> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: thread.id, token: thread.token } }),
      signal: controller.signal,
    })
    if (response.status !== 200 || response.body === null) throw new Error(`subscription refused: ${response.status}`)
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    let first = true
    let markOpen: () => void = () => undefined
    const isOpen = new Promise<void>((resolve) => {
      markOpen = resolve
    })
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          if (first) {
            first = false
            markOpen()
          }
          buffer += decoder.decode(value, { stream: true })
          let cut
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut)
            buffer = buffer.slice(cut + 2)
            if (!block.startsWith('event: next')) continue
            const published = deliveries.publishedAt.get(thread.id)
            if (published === undefined) continue
            deliveries.publishedAt.delete(thread.id)
            ;(published.broadcast ? deliveries.broadcastLatencies : deliveries.latencies).push(performance.now() - published.at)
          }
        }
      } catch {
        // closed by the bench
      } finally {
        ended++
      }
    })()
    await isOpen
  }
  for (let i = 0; i < threads.length; i += 50) await Promise.all(threads.slice(i, i + 50).map(open))
  return {
    get ended(): number {
      return ended
    },
    async settled(graceMs: number): Promise<void> {
      const deadline = Date.now() + graceMs
      while (deliveries.publishedAt.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    },
    close(): void {
      controller.abort()
    },
  }
}
