import { useData } from 'vike-react/useData'
import { deferHydration } from '../../src/hydration/deferred-part'
import { OpeningSoon } from '../../src/features/organization/OpeningSoon'
import type { Data } from './+data.shared'
import { HomeHero } from './HomeHero'
import { useHomeData } from './useHomeData'
import './home.css'

// Below the first screen: in the prerendered HTML, hydrated (and their code
// loaded) when needed, off the home page's first load (decision 129).
const KeyFigures = deferHydration(() => import('./KeyFigures').then((module) => module.KeyFigures), 'home-figures-title')
const FeaturedAmbassadors = deferHydration(() => import('./FeaturedAmbassadors').then((module) => module.FeaturedAmbassadors), 'home-featured-title')
const RecentAnswers = deferHydration(() => import('./RecentAnswers').then((module) => module.RecentAnswers), 'home-answers-title')

/** Home: who the organization is, what a visitor can do, who answers, and proof that they do. */
export default function Page() {
  const { organization } = useData<Data>()
  const { home, failed, reload } = useHomeData()
  return (
    <div className="home">
      <HomeHero organization={organization} />
      {/* No active ambassador yet (issue 34): opening soon, not "0 Ambassadors". */}
      {organization?.openForVisitors === false ? (
        <OpeningSoon />
      ) : (
        <>
          <KeyFigures figures={home?.keyFigures} />
          <FeaturedAmbassadors connection={home?.featured} failed={failed} onRetry={reload} />
        </>
      )}
      <RecentAnswers questions={home?.recent ?? []} />
    </div>
  )
}
