import { describe, expect, it } from 'vitest'
import { privateModulesIn } from './private-modules'

const part = (module: string) => ({ module, owner: '', file: '/assets/chunks/a.js', gzipBytes: 1 })

describe('privateModulesIn', () => {
  it.each([
    ['src/features/staff/StaffConsole.tsx', 'staff console'],
    ['pages/staff/+Page.tsx', 'staff console'],
    ['src/features/staff/insights/InsightsTab.tsx', 'staff console'],
    ['src/features/insights/charts.ts', 'insights'],
    ['node_modules/uplot/dist/uPlot.esm.js', 'charts (uPlot)'],
    ['node_modules/graphql-sse/lib/client.mjs', 'live subscriptions'],
    ['src/graphql/live-client.ts', 'live subscriptions'],
    ['src/graphql/live/live-client.ts', 'live subscriptions'],
    ['src/features/ambassadors-area/inbox/Inbox.tsx', 'ambassadors area'],
    ['pages/ambassadors/+Page.tsx', 'ambassadors area'],
  ])('reports %s as %s', (module, area) => {
    expect(privateModulesIn([part(module)])).toEqual([`${area}: ${module} (/assets/chunks/a.js)`])
  })

  it.each([
    'src/features/ambassadors/AmbassadorCard.tsx',
    'pages/index/LiveKeyFigures.tsx',
    'src/runtime/lifecycle.ts',
    'node_modules/react-dom/index.js',
    'src/features/delivery/x.ts',
    // Loads the live client lazily, once a visitor's thread is open (issue 19).
    'src/features/live/useLiveUpdates.ts',
  ])('lets public module %s through', (module) => {
    expect(privateModulesIn([part(module)])).toEqual([])
  })
})
