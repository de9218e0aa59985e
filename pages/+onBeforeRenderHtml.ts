import { loadDeferredPartsForServer } from '../src/hydration/deferred-part'

// Parts hydrated on demand in the browser are rendered whole on the server:
// their code must be loaded before React renders synchronously.
export async function onBeforeRenderHtml(): Promise<void> {
  await loadDeferredPartsForServer()
}
