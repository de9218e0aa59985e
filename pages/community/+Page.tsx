import { PageHeader } from '../../src/components/PageHeader'
import { CommunityGroups } from '../../src/features/community/CommunityGroups'
import { Directory } from '../../src/features/community/Directory'
import { brandStyle, usePageOrganization } from '../index/usePageOrganization'

export default function Page() {
  const organization = usePageOrganization()
  return (
    <div className="community-page" style={brandStyle(organization?.primaryColor)}>
      <PageHeader page="community" />
      <Directory />
      <CommunityGroups />
    </div>
  )
}
