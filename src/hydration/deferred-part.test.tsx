import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { deferHydration, loadDeferredPartsForServer } from './deferred-part'

// The server side (vitest's node environment builds with import.meta.env.SSR):
// the part renders whole, inside the Suspense boundary the browser keeps as
// server HTML until the part's code arrives. The browser side is the home
// page's (tests/e2e/home/deferred-hydration.spec.ts).
describe('deferHydration on the server', () => {
  it('renders the loaded part inside a Suspense boundary', async () => {
    const Part = deferHydration(() => Promise.resolve(({ name }: { name: string }) => <h2 id="part-title">{name}</h2>), 'part-title')
    await loadDeferredPartsForServer()
    const html = renderToString(<Part name="Featured" />)
    expect(html).toBe('<!--$--><h2 id="part-title">Featured</h2><!--/$-->')
  })

  it('refuses to render a part whose code was not loaded first', () => {
    const Part = deferHydration(() => Promise.resolve(() => <p>never</p>), 'late')
    expect(() => renderToString(<Part />)).toThrow(/before loadDeferredPartsForServer/)
  })
})
