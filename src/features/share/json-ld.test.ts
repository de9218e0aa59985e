import { describe, expect, it } from 'vitest'
import { faqPageJsonLd, inertJsonLd, organizationJsonLd } from './json-ld'

describe('inertJsonLd', () => {
  it('parses back to the same value while no `<` can end the script', () => {
    const value = { text: 'Is it </script><script>alert(1)</script> safe? <!-- a & b \u2028' }
    const text = inertJsonLd(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('structured data', () => {
  it('describes the organization', () => {
    expect(organizationJsonLd({ name: 'Uni', tagline: 'Ask us', url: 'https://x.test/', logo: 'https://x.test/i.png' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Uni',
      description: 'Ask us',
      url: 'https://x.test/',
      logo: 'https://x.test/i.png',
    })
  })
  it('lists answered questions only, each with its first answer accepted', () => {
    const faq = faqPageJsonLd(
      [
        { topic: 'Housing?', body: 'Where do students live?', answers: ['On campus.', 'In town too.'] },
        { topic: 'Unanswered', body: '…', answers: [] },
      ],
      'https://x.test/community',
      'en',
    )
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Housing?', text: 'Where do students live?', answerCount: 2, acceptedAnswer: { '@type': 'Answer', text: 'On campus.' } },
    ])
  })
})
