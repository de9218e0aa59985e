import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorView } from '../pages/_error/ErrorView'

type Props = { children: ReactNode }
type State = { failed: boolean }

/**
 * An unhandled render error shows the 500 page instead of a blank screen.
 * (Vike shows pages/_error on errors it sees during navigation; this catches
 * the ones React raises inside an already-rendered page.)
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <ErrorView status={500} /> : this.props.children
  }
}
