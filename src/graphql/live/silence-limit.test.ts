import { describe, expect, it } from 'vitest'
import { fetchWithSilenceLimit } from './silence-limit'

const encoder = new TextEncoder()

/** A fake server: the stream sends what `push` gives it and never closes by itself. */
function streamingFetch() {
  let push: (text: string) => void = () => undefined
  const fetchImpl: typeof fetch = (_input, init) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text))
        init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
      },
    })
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }))
  }
  return { fetchImpl, push: (text: string) => push(text) }
}

async function readAll(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text
    text += value
  }
}

describe('fetchWithSilenceLimit', () => {
  it('aborts a stream that stays silent past the limit, after passing on what came', async () => {
    const server = streamingFetch()
    const response = await fetchWithSilenceLimit(40, server.fetchImpl)('/gql', { method: 'POST' })
    server.push(': heartbeat\n\n')
    const reading = readAll(response)
    await expect(reading).rejects.toThrow(/counts as cut/)
  })

  it('keeps a stream open while bytes keep coming', async () => {
    const server = streamingFetch()
    const response = await fetchWithSilenceLimit(200, server.fetchImpl)('/gql', { method: 'POST' })
    const reader = response.body!.getReader()
    // Each chunk arrives before the limit: eight in a row, 30 ms apart, outlive one limit.
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30))
      server.push(`: ${i}\n\n`)
      const { value } = await reader.read()
      expect(new TextDecoder().decode(value)).toBe(`: ${i}\n\n`)
    }
    await reader.cancel()
  })

  it('passes the caller’s abort on', async () => {
    const server = streamingFetch()
    const caller = new AbortController()
    const response = await fetchWithSilenceLimit(10_000, server.fetchImpl)('/gql', { signal: caller.signal })
    const reading = readAll(response)
    caller.abort(new Error('left the page'))
    await expect(reading).rejects.toThrow('left the page')
  })
})
