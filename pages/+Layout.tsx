import type { ReactNode } from 'react'
import { DefaultLayout } from '../layouts/default/DefaultLayout'
import { PageSlot } from '../renderer/PageSlot'
import '../src/styles/global.css'

// The site's layout (header, navigation, footer) around every page but the
// embeddable /iframe, which clears it for the bare one
// (pages/iframe/+Layout.clear.tsx): each page ships only its own.
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <DefaultLayout>
      <PageSlot>{children}</PageSlot>
    </DefaultLayout>
  )
}
