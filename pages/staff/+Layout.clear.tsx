import type { ReactNode } from 'react'
import { ConsoleLayout } from '../../src/features/staff/shell/ConsoleLayout'
import { PageSlot } from '../../renderer/PageSlot'
import '../../src/styles/global.css'

// The console is an app of its own (issue 34): `.clear` drops the public
// site's layout (pages/+Layout.tsx) — its navigation and footer — for the
// console's shell, as pages/iframe does for the bare one.
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ConsoleLayout>
      <PageSlot>{children}</PageSlot>
    </ConsoleLayout>
  )
}
