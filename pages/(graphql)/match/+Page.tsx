import { PageHeader } from '../../../src/components/PageHeader'
import { MatchQuestionnaire } from '../../../src/features/match/MatchQuestionnaire'

export default function Page() {
  return (
    <>
      <PageHeader page="match" />
      <MatchQuestionnaire />
    </>
  )
}
