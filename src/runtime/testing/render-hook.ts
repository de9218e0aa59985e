import { act, createElement, StrictMode, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * A minimal renderHook for the runtime modules' unit tests (happy-dom),
 * so they need no testing-library dependency. Test-only.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

export interface RenderedHook<P, R> {
  result: () => R
  rerender: (props: P) => void
  unmount: () => void
}

export function renderHook<P, R>(hook: (props: P) => R, props: P, options: { strict?: boolean } = {}): RenderedHook<P, R> {
  let last: { value: R } | undefined
  const Probe = ({ hookProps }: { hookProps: P }): null => {
    last = { value: hook(hookProps) }
    return null
  }
  const element = (hookProps: P): ReactElement => {
    const probe = createElement(Probe, { hookProps })
    return options.strict ? createElement(StrictMode, null, probe) : probe
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(element(props)))
  return {
    result: () => {
      if (!last) throw new Error('hook has not rendered')
      return last.value
    },
    rerender: (next) => act(() => root.render(element(next))),
    unmount: () => act(() => root.unmount()),
  }
}
