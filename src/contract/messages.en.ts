/**
 * English texts of the shared message catalogue (messages.ts). i18next syntax:
 * `{{name}}` holes. `required` and `default` are the seed's texts, word for word.
 */
export const EN_MESSAGES = {
  /** What a failed form rule says (`messageKeyFor` picks the key). */
  validation: {
    required: 'This field is required',
    default: '{{field}} is not valid.',
    min: '{{field}} needs at least {{min}} characters.',
    max: '{{field}} can have at most {{max}} characters.',
    phone: 'Enter a valid phone number with its country code.',
  },
  /** Labels of the shared schemas' fields: the `{{field}}` of a message, and the forms' visible labels. */
  fields: {
    answer: 'Answer',
    timeZone: 'Time zone',
    meetingMinutes: 'Meeting length',
    outOfOffice: 'Out of office',
    email: 'Email',
    consent: 'Consent',
    marketingOptIn: 'Marketing opt-in',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    message: 'Message',
    headline: 'Headline',
    bioEn: 'Bio (English)',
    bioFr: 'Bio (French)',
    city: 'City',
    languages: 'Languages',
    interests: 'Interests',
    topic: 'Topic',
    question: 'Question',
    code: 'Code',
  },
  /** The API's domain codes (SLOT_TAKEN…) and the availability editor's checks, as `FieldError.message`. */
  errors: {
    notFound: 'We could not find this. It may have been removed.',
    slotTaken: 'Someone has just booked this slot. Please pick another one.',
    slotUnavailable: 'This slot is not available. Please pick one from the list.',
    notAcceptingMeetings: 'This ambassador does not take calls at the moment.',
    codeInvalid: 'This code is not correct.',
    codeExpired: 'This code has expired. Ask for a new one.',
    linkExpired: 'This link has expired: links in our emails work for {{days}} days after the last answer or the call. Open the latest email we sent you, or start again.',
    tooManyAttempts: 'Too many attempts. Ask for a new code.',
    unknownEvent: 'Unknown event name.',
    joinLinkExpired: 'This confirmation link has expired or is not valid. Join the group again to get a new one.',
    invalidState: 'This is no longer possible.',
    idempotencyKeyReused: 'This request key was already used for another request.',
    noAmbassadorAvailable: 'No ambassador can take questions right now.',
    endBeforeStart: 'The end must be after the start.',
    overlap: 'This time overlaps another window of the same day.',
  },
  /** A publish job's outcome (`Publication.job.error` / `message`). */
  publishing: {
    wrongOrganization: 'This server\'s site shows the organization "{{organization}}". Publish other organizations with PUBLISH_COMMAND or PUBLISH_WEBHOOK_URL.',
    notConfigured: 'Publishing is not set up: this API serves no site. Set PUBLISH_COMMAND or PUBLISH_WEBHOOK_URL.',
    prerenderFailed: 'The prerender failed (exit code {{exitCode}}). The site is unchanged; details are in the server log.',
    prerenderTimeout: 'The prerender did not finish within {{minutes}} minutes. The site is unchanged.',
    prerenderIncomplete: 'The prerender did not write a complete build. The site is unchanged.',
    commandFailed: 'The publish command failed (exit code {{exitCode}}): {{output}}',
    commandTimeout: 'The publish command did not finish within {{minutes}} minutes: {{output}}',
    commandSucceeded: 'The publish command succeeded: {{output}}',
    webhookStatus: 'The publish webhook answered HTTP {{status}}.',
    webhookTimeout: 'The publish webhook did not answer within {{seconds}} s.',
    webhookUnreachable: 'The publish webhook could not be reached.',
    interrupted: 'Interrupted: the server stopped while publishing. Publish again.',
    unexpected: 'Publishing failed unexpectedly. The site is unchanged; details are in the server log.',
  },
}

/** The catalogue's shape: every language has exactly the English keys (TypeScript checks fr). */
export type MessageCatalogue = { readonly [Group in keyof typeof EN_MESSAGES]: { readonly [Key in keyof (typeof EN_MESSAGES)[Group]]: string } }
