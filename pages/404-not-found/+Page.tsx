import { ErrorView } from '../_error/ErrorView'

// The named not-found route: the same 404 page hosts can link or redirect to.
export default function Page() {
  return <ErrorView status={404} reason="named-route" />
}
