import type { ModulePart } from './bundle-composition'

/**
 * Modules that must never be part of a public page's first load (issue 22,
 * decision 120): what only signed-in staff or ambassadors use, and the heavy
 * libraries of those areas. Matched against the build's module graph
 * (project-relative paths, see bundle-composition.ts), never against names in
 * minified code.
 */
export const PRIVATE_MODULES: readonly { area: string; path: RegExp }[] = [
  { area: 'staff console', path: /^(src\/features\/staff|pages\/staff)\// },
  { area: 'insights', path: /^src\/(?:.*\/)?insights?(?:[-_.][^/]*)?(?:\/|$)/i },
  { area: 'charts (uPlot)', path: /^node_modules\/uplot\// },
  // The subscription client itself (the SSE transport and src/graphql/live/). A
  // visitor's thread page (/question) follows its answer live (issue 19): its
  // small hooks and status line (src/features/live/) are in its first load and
  // import the client only once a thread is open, so they are not matched here.
  { area: 'live subscriptions', path: /^node_modules\/graphql-sse\/|^src\/graphql\/(?:live\/|live[-_.][^/]*$)/ },
  { area: 'ambassadors area', path: /^(src\/features\/ambassadors-area|pages\/ambassadors)\// },
]

/** `area: module (file)` for every private module in a first load. */
export function privateModulesIn(parts: readonly ModulePart[]): string[] {
  return parts.flatMap((part) => {
    const match = PRIVATE_MODULES.find(({ path }) => path.test(part.module))
    return match ? [`${match.area}: ${part.module} (${part.file})`] : []
  })
}
