import { PageHeader } from '../../../src/components/PageHeader'
import { MatchQuestion } from '../../../src/features/match/MatchQuestion'
import { OpeningSoon, useOpenForVisitors } from '../../../src/features/organization/OpeningSoon'

export default function Page() {
  // No active ambassador yet: say so before the visitor answers anything (issue 34).
  const open = useOpenForVisitors()
  return (
    <>
      <PageHeader page="matchQuestion" />
      {open ? <MatchQuestion /> : <OpeningSoon form />}
    </>
  )
}
