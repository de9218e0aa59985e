import { describe, expect, it } from 'vitest'
import { EMBEDDER_STORAGE_KEY } from './lang-redirect'
import { allowedParentOrigin, embedderOrigin, type FrameWindow } from './parent-origin'

const self = {}
const frame = (options: { ancestors?: string[]; referrer?: string; remembered?: string; top?: boolean } = {}): FrameWindow => ({
  self,
  parent: options.top ? self : {},
  location: { origin: 'https://portal.test', ancestorOrigins: options.ancestors },
  document: { referrer: options.referrer ?? '' },
  sessionStorage: { getItem: (key: string) => (key === EMBEDDER_STORAGE_KEY ? (options.remembered ?? null) : null) },
})

describe('embedderOrigin', () => {
  it('is null when the page is not framed', () => {
    expect(embedderOrigin(frame({ top: true, referrer: 'https://college.example/' }))).toBeNull()
  })

  it('prefers location.ancestorOrigins, then the referrer, then the remembered origin', () => {
    expect(embedderOrigin(frame({ ancestors: ['https://college.example'], referrer: 'https://other.example/' }))).toBe('https://college.example')
    expect(embedderOrigin(frame({ referrer: 'https://college.example/apply?x=1' }))).toBe('https://college.example')
    expect(embedderOrigin(frame({ referrer: 'https://portal.test/iframe?lang=fr', remembered: 'https://college.example' }))).toBe('https://college.example')
    expect(embedderOrigin(frame({}))).toBeNull()
  })

  it('survives storage that throws (third-party frame with storage blocked)', () => {
    const blocked: FrameWindow = {
      ...frame({ referrer: 'https://portal.test/x' }),
      sessionStorage: {
        getItem: () => {
          throw new Error('denied')
        },
      },
    }
    expect(embedderOrigin(blocked)).toBe('https://portal.test')
  })
})

describe('allowedParentOrigin', () => {
  const allowed = ['https://college.example', 'http://localhost:8080/']
  it('accepts only listed origins (normalized) and our own', () => {
    expect(allowedParentOrigin(frame({ ancestors: ['https://college.example'] }), allowed)).toBe('https://college.example')
    expect(allowedParentOrigin(frame({ ancestors: ['http://localhost:8080'] }), allowed)).toBe('http://localhost:8080')
    expect(allowedParentOrigin(frame({ ancestors: ['https://portal.test'] }), allowed)).toBe('https://portal.test')
    expect(allowedParentOrigin(frame({ ancestors: ['https://evil.example'] }), allowed)).toBeNull()
    expect(allowedParentOrigin(frame({ ancestors: ['https://college.example.evil.example'] }), allowed)).toBeNull()
    expect(allowedParentOrigin(frame({ top: true }), allowed)).toBeNull()
  })
})
