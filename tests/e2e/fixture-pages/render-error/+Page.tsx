// Renders on the server (so prerendering succeeds) and throws in the browser:
// an unhandled render error, which must show the 500 page, not a blank screen.
export default function Page() {
  if (typeof window !== 'undefined') throw new Error('E2E fixture: render error')
  return <p>Rendering…</p>
}
