import { lazy, Suspense } from 'react'
import { PageHeader } from '../../../src/components/PageHeader'
import { CommunityGroups } from '../../../src/features/community/CommunityGroups'
import { Directory } from '../../../src/features/community/Directory'
import { useHydratedSearch } from '../../../src/features/question/useHydratedSearch'

// An ambassador's own link (`?ambassador=<id>`, issue 33) is read after hydration: its profile loads only then.
const SharedAmbassador = lazy(() => import('../../../src/features/community/SharedAmbassador').then((module) => ({ default: module.SharedAmbassador })))

export default function Page() {
  const shared = useHydratedSearch()?.ambassador
  return (
    <div className="community-page">
      <PageHeader page="community" />
      {shared && (
        <Suspense fallback={null}>
          <SharedAmbassador id={shared} />
        </Suspense>
      )}
      <Directory />
      <CommunityGroups />
    </div>
  )
}
