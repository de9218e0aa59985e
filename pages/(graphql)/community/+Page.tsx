import { lazy, Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../../src/components/PageHeader'
import { CommunityGroups } from '../../../src/features/community/CommunityGroups'
import { Directory } from '../../../src/features/community/Directory'
import { OpeningSoon } from '../../../src/features/organization/OpeningSoon'
import { useHydratedSearch } from '../../../src/features/question/useHydratedSearch'
import type { Data } from './+data.shared'

// An ambassador's own link (`?ambassador=<id>`, issue 33) is read after hydration: its profile loads only then.
const SharedAmbassador = lazy(() => import('../../../src/features/community/SharedAmbassador').then((module) => ({ default: module.SharedAmbassador })))

export default function Page() {
  const { organization } = useData<Data>()
  const shared = useHydratedSearch()?.ambassador
  return (
    <div className="community-page">
      <PageHeader page="community" />
      {shared && (
        <Suspense fallback={null}>
          <SharedAmbassador id={shared} />
        </Suspense>
      )}
      {organization?.openForVisitors === false ? (
        <OpeningSoon />
      ) : (
        <>
          <Directory />
          <CommunityGroups />
        </>
      )}
    </div>
  )
}
