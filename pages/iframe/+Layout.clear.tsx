import type { ReactNode } from 'react'
import { BareLayout } from '../../layouts/bare/BareLayout'
import { PageSlot } from '../../renderer/PageSlot'
import '../../src/styles/global.css'

// Embedded in the organization's site: no header or footer. `.clear` drops the
// site's layout that pages/+Layout.tsx gives every other page (Vike's
// cumulative settings), so none of its code ships here.
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <BareLayout>
      <PageSlot>{children}</PageSlot>
    </BareLayout>
  )
}
