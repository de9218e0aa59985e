import { PageHeader } from '../../src/components/PageHeader'

export default function Page() {
  return <PageHeader page="iframe" />
}
