export default function Page() {
  return <p>This page must never render.</p>
}
