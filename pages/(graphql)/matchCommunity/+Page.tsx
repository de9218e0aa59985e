import { PageHeader } from '../../../src/components/PageHeader'
import { MatchCommunity } from '../../../src/features/match/MatchCommunity'

export default function Page() {
  return (
    <>
      <PageHeader page="matchCommunity" />
      <MatchCommunity />
    </>
  )
}
