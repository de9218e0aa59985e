import { FeaturedAmbassadors } from './FeaturedAmbassadors'
import { HomeHero } from './HomeHero'
import { KeyFigures } from './KeyFigures'
import { RecentAnswers } from './RecentAnswers'
import { useHomeData } from './useHomeData'
import { brandStyle, usePageOrganization } from './usePageOrganization'
import './home.css'

/** Home: who the organization is, what a visitor can do, who answers, and proof that they do. */
export default function Page() {
  const organization = usePageOrganization()
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
