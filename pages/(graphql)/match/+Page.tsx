import { PageHeader } from '../../../src/components/PageHeader'
import { MatchQuestionnaire } from '../../../src/features/match/MatchQuestionnaire'
import { OpeningSoon, useOpenForVisitors } from '../../../src/features/organization/OpeningSoon'

export default function Page() {
  const open = useOpenForVisitors()
  return (
    <>
      <PageHeader page="match" />
      {open ? <MatchQuestionnaire /> : <OpeningSoon form />}
    </>
  )
}
