import { useData } from 'vike-react/useData'
import { brandStyle } from '../../src/features/organization/brand-style'
import type { Data } from './+data.shared'
import { FeaturedAmbassadors } from './FeaturedAmbassadors'
import { HomeHero } from './HomeHero'
import { KeyFigures } from './KeyFigures'
import { RecentAnswers } from './RecentAnswers'
import { useHomeData } from './useHomeData'
import './home.css'

/** Home: who the organization is, what a visitor can do, who answers, and proof that they do. */
export default function Page() {
  const { organization } = useData<Data>()
  const { home, failed, reload } = useHomeData()
  return (
    <div className="home" style={brandStyle(organization?.primaryColor)}>
      <HomeHero organization={organization} />
      <KeyFigures figures={home?.keyFigures} />
      <FeaturedAmbassadors connection={home?.featured} failed={failed} onRetry={reload} />
      <RecentAnswers questions={home?.recent ?? []} />
    </div>
  )
}
