import { usePageContext } from 'vike-react/usePageContext'
import { ErrorView } from './ErrorView'

// Vike renders this page for unknown routes (is404), for render(404) aborts
// from route middleware (abortReason), and for errors during navigation.
export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext()
  const status = is404 ? 404 : (abortStatusCode ?? 500)
  return <ErrorView status={status} reason={abortReason ? 'guard' : 'unknown-route'} />
}
