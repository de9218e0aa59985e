import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { BareLayout } from './bare/BareLayout'
import { DefaultLayout } from './default/DefaultLayout'

/** Layouts by name. A page names one with `layout` in its +config.ts; 'default' otherwise. */
export const layouts = {
  default: DefaultLayout,
  bare: BareLayout,
} satisfies Record<string, ComponentType<{ children: ReactNode }>>

export type LayoutName = keyof typeof layouts

/** The page wrapped in its named layout; an unknown name is a programming error. */
export function renderInLayout(name: string | undefined, children: ReactNode): ReactElement {
  const key = name ?? 'default'
  if (!Object.hasOwn(layouts, key)) throw new Error(`Unknown layout: '${key}'.`)
  return createElement(layouts[key as LayoutName], null, children)
}
