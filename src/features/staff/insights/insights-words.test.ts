import { describe, expect, it } from 'vitest'
import { getI18n } from '../../../i18n'
import type { Locale } from '../../../contract/locale'
import { changeWords, metricSummary, periodPhrase } from './insights-words'

const t = (locale: Locale) => getI18n(locale).t
const plain = (text: string): string => text.replace(/\u00a0|\u202f/g, ' ')

describe('insights words', () => {
  const last30 = { from: '2026-11-01', to: '2026-11-30' }

  it('says the period', () => {
    expect(periodPhrase({ preset: 'last30' }, last30, 'en', t('en'))).toBe('over the last 30 days')
    expect(periodPhrase({ preset: 'last30' }, last30, 'fr', t('fr'))).toBe('sur les 30 derniers jours')
    expect(periodPhrase({ preset: 'custom', ...last30 }, last30, 'en', t('en'))).toBe('from Nov 1, 2026 to Nov 30, 2026')
    expect(periodPhrase({ preset: 'custom', ...last30 }, last30, 'fr', t('fr'))).toBe('du 1 nov. 2026 au 30 nov. 2026')
  })

  it('says how a figure moved, in words', () => {
    expect(changeWords({ kind: 'up', ratio: 0.12 }, 30, 'en', t('en'))).toBe('up 12% vs the previous 30 days')
    expect(plain(changeWords({ kind: 'down', ratio: 0.5 }, 7, 'fr', t('fr')))).toBe('en baisse de 50 % par rapport aux 7 jours précédents')
    expect(changeWords({ kind: 'same' }, 1, 'en', t('en'))).toBe('no change vs the previous day')
    expect(changeWords({ kind: 'new' }, 90, 'en', t('en'))).toBe('up from none in the previous 90 days')
  })

  it("summarises a chart's figure in one sentence", () => {
    expect(metricSummary('visits', 340, 304, 'over the last 30 days', 'en', t('en'))).toBe('Visits rose 12% to 340 over the last 30 days.')
    expect(metricSummary('communityJoins', 3, 4, 'over the last 7 days', 'en', t('en'))).toBe('Community joins fell 25% to 3 over the last 7 days.')
    expect(plain(metricSummary('visits', 1200, 1000, 'sur les 30 derniers jours', 'fr', t('fr')))).toBe('Visites : 1 200 sur les 30 derniers jours, en hausse de 20 %.')
    expect(metricSummary('questionsAsked', 0, 0, 'over the last 7 days', 'en', t('en'))).toBe('Questions asked held steady at 0 over the last 7 days.')
  })
})
