import { PageHeader } from '../../../src/components/PageHeader'
import { MatchCommunity } from '../../../src/features/match/MatchCommunity'
import { OpeningSoon, useOpenForVisitors } from '../../../src/features/organization/OpeningSoon'

export default function Page() {
  // No active ambassador yet: say so before the visitor answers anything (issue 34).
  const open = useOpenForVisitors()
  return (
    <>
      <PageHeader page="matchCommunity" />
      {open ? <MatchCommunity /> : <OpeningSoon form />}
    </>
  )
}
