import { useCallback, useEffect, useReducer, useRef } from 'react'

/**
 * Async data (seed §4, §8): states idle → pending → success | error. A failed
 * refresh sets `error` and resets data to its default (never shows stale data
 * as if current); a superseded request never overwrites a newer one. The
 * rules live in a pure reducer so they are testable without React.
 */
export type AsyncStatus = 'idle' | 'pending' | 'success' | 'error'
export interface AsyncDataState<T> {
  data: T
  status: AsyncStatus
  error: unknown
  /** The request whose answer the state will accept; older answers are dropped. */
  requestId: number
}
export type AsyncDataAction<T> =
  { type: 'start'; requestId: number } | { type: 'success'; requestId: number; data: T } | { type: 'failure'; requestId: number; error: unknown; defaultData: T }

/** `initial` (server-rendered payload data) starts in `success`: nothing to fetch. */
export function createAsyncDataState<T>(defaultData: T, initial?: T): AsyncDataState<T> {
  return initial === undefined ? { data: defaultData, status: 'idle', error: null, requestId: 0 } : { data: initial, status: 'success', error: null, requestId: 0 }
}

export function asyncDataReducer<T>(state: AsyncDataState<T>, action: AsyncDataAction<T>): AsyncDataState<T> {
  if (action.type === 'start') {
    // Keep the current data while pending; an older start cannot take over.
    return action.requestId > state.requestId ? { ...state, status: 'pending', requestId: action.requestId } : state
  }
  if (action.requestId !== state.requestId) return state // superseded
  return action.type === 'success' ? { ...state, status: 'success', data: action.data, error: null } : { ...state, status: 'error', data: action.defaultData, error: action.error }
}

export interface UseAsyncDataOptions<T> {
  default: () => T
  /** Fetch on mount and whenever `key` changes (default true). */
  immediate?: boolean
  /** Data already rendered by the server for the first key: no fetch for it. */
  initial?: T
}
export interface AsyncDataResult<T> {
  data: T
  status: AsyncStatus
  error: unknown
  refresh: () => Promise<void>
}

let sequence = 0 // request ids, unique per page so they only ever grow

export function useAsyncData<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, options: UseAsyncDataOptions<T>): AsyncDataResult<T> {
  const { immediate = true } = options
  const [state, dispatch] = useReducer(asyncDataReducer<T>, null, () => createAsyncDataState(options.default(), options.initial))
  // The latest fetcher/default without re-running effects on every render.
  const latest = useRef({ fetcher, makeDefault: options.default })
  useEffect(() => {
    latest.current = { fetcher, makeDefault: options.default }
  })
  const controller = useRef<AbortController | null>(null)
  // A key compare (not a "first run" flag) survives StrictMode's double effects.
  const initialKey = useRef<string | null>(options.initial === undefined ? null : key)

  const refresh = useCallback(async (): Promise<void> => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    const requestId = ++sequence
    dispatch({ type: 'start', requestId })
    try {
      dispatch({ type: 'success', requestId, data: await latest.current.fetcher(abort.signal) })
    } catch (error) {
      if (!abort.signal.aborted) {
        dispatch({ type: 'failure', requestId, error, defaultData: latest.current.makeDefault() })
      }
    }
  }, [])

  useEffect(() => {
    if (initialKey.current === key) return
    initialKey.current = null
    if (immediate) void refresh()
  }, [key, immediate, refresh])

  useEffect(() => () => controller.current?.abort(), [])

  return { data: state.data, status: state.status, error: state.error, refresh }
}
