/**
 * schema.org structured data for the head of prerendered pages (decision
 * 114): the organization on every page, the published Q&A of /community as
 * an FAQPage. Plain objects here; `inertJsonLd` makes them safe to inline.
 */

export interface OrganizationFacts {
  readonly name: string
  readonly tagline: string
  /** Absolute URL of the site's home page in the page's language. */
  readonly url: string
  /** Absolute URL of a square image of the organization (the app icon made from its logo). */
  readonly logo: string
}

export function organizationJsonLd(org: OrganizationFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    description: org.tagline,
    url: org.url,
    logo: org.logo,
  }
}

/** A published question and its ambassadors' answers (the first is the accepted one). */
export interface FaqEntry {
  readonly topic: string
  readonly body: string
  readonly answers: readonly string[]
}

export function faqPageJsonLd(entries: readonly FaqEntry[], pageUrl: string, inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    inLanguage,
    mainEntity: entries
      .filter((entry) => entry.answers.length > 0)
      .map((entry) => ({
        '@type': 'Question',
        name: entry.topic,
        text: entry.body,
        answerCount: entry.answers.length,
        acceptedAnswer: { '@type': 'Answer', text: entry.answers[0] },
      })),
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: questions and answers are
 * visitors' and ambassadors' text, so `</script>` or `<!--` in them must not
 * end the script. Escaping `<`, `>`, `&` and the JS line separators as
 * `\uXXXX` keeps the JSON identical to a parser and inert to the HTML one.
 */
export function inertJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
