import { Link } from '../../../../src/components/Link'

// Tall enough to scroll, with anchors and links to itself and other pages.
export default function Page() {
  return (
    <div>
      <h1>Long page</h1>
      {[1, 2, 3, 4, 5].map((n) => (
        <section key={n} id={`section-${n}`} style={{ minHeight: '900px' }}>
          <h2>Section {n}</h2>
          <Link href="/community">To community {n}</Link> <Link href="/e2e-fixtures/long-page#section-4">To section 4</Link>{' '}
          <Link href="/e2e-fixtures/unknown-middleware">To unknown middleware {n}</Link> <Link href="/e2e-fixtures/render-error">To render error {n}</Link>
        </section>
      ))}
    </div>
  )
}
