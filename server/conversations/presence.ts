/**
 * Whether a person is connected right now — a live subscription open on
 * their thread or their inbox (issue 19, item 5): a connected person sees a
 * new message appear and is not e-mailed about it. The live transport is not
 * here yet, so nobody is connected and every mail goes out; it is the one
 * place that will answer from the subscriptions.
 */
export type Party = { readonly kind: 'ambassador'; readonly ambassadorId: string } | { readonly kind: 'visitor'; readonly threadId: string }

export function isConnected(_party: Party): Promise<boolean> {
  return Promise.resolve(false)
}
