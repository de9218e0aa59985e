import type { ReactNode } from 'react'

/** The bare layout: no header or footer, for the embeddable /iframe page. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout-bare">
      {children}
    </main>
  )
}
