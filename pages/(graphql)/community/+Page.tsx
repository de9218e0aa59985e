import { useData } from 'vike-react/useData'
import { PageHeader } from '../../../src/components/PageHeader'
import { CommunityGroups } from '../../../src/features/community/CommunityGroups'
import { Directory } from '../../../src/features/community/Directory'
import { brandStyle } from '../../../src/features/organization/brand-style'
import type { Data } from './+data.shared'

export default function Page() {
  const { organization } = useData<Data>()
  return (
    <div className="community-page" style={brandStyle(organization?.primaryColor)}>
      <PageHeader page="community" />
      <Directory />
      <CommunityGroups />
    </div>
  )
}
