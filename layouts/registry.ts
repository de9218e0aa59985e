import type { ComponentType, ReactNode } from 'react'
import { BareLayout } from './bare/BareLayout'
import { DefaultLayout } from './default/DefaultLayout'

/** Layouts by name. A page names one with `layout` in its +config.ts; 'default' otherwise. */
export const layouts = {
  default: DefaultLayout,
  bare: BareLayout,
} satisfies Record<string, ComponentType<{ children: ReactNode }>>

export type LayoutName = keyof typeof layouts

export function resolveLayout(name: string | undefined): ComponentType<{ children: ReactNode }> {
  const key = name ?? 'default'
  if (!Object.hasOwn(layouts, key)) throw new Error(`Unknown layout: '${key}'.`)
  return layouts[key as LayoutName]
}
