import { PageHeader } from '../../../src/components/PageHeader'
import { MatchQuestion } from '../../../src/features/match/MatchQuestion'

export default function Page() {
  return (
    <>
      <PageHeader page="matchQuestion" />
      <MatchQuestion />
    </>
  )
}
