/**
 * Where focus goes when the visitor comes back from a form inside the frame:
 * the action that opened it (the list re-renders after the in-frame
 * navigation, so the element itself is gone). In memory: one frame, one tab.
 */
let pending: string | null = null

/** `data-embed-action` of the link being followed. */
export const rememberAction = (action: string): void => {
  pending = action
}

/** The remembered action, once. */
export function takeRememberedAction(): string | null {
  const action = pending
  pending = null
  return action
}
