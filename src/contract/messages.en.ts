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
    range: '{{field}} must be a whole number from {{min}} to {{max}}.',
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
    orgNameEn: 'Name (English)',
    orgNameFr: 'Name (French)',
    taglineEn: 'Tagline (English)',
    taglineFr: 'Tagline (French)',
    primaryColor: 'Primary colour',
    interfaceLanguages: 'Interface languages',
    embedOrigins: 'Allowed embed origins',
    mapsApiKey: 'Maps API key',
    questionRouting: 'Question routing',
    bookingMinNotice: 'Minimum booking notice (hours)',
    bookingWindow: 'Booking window (days)',
    staffRole: 'Role',
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
    contrast: 'White text on this colour has a contrast of {{ratio}}:1; it needs at least {{min}}:1. Choose a darker colour.',
    origin: 'Enter an https:// origin such as https://www.example.edu (no path), or http://localhost:<port> for development.',
    lastOwner: 'The organization needs at least one owner: make someone else an owner first.',
    alreadyStaff: 'This address is already a staff member.',
    logoType: 'The logo must be a PNG, JPEG or WebP image. SVG and other formats are not accepted.',
    logoTooLarge: 'The logo file can be at most {{maxKb}} KB.',
    logoUnreadable: 'This image could not be read: the file may be damaged. Export it again as PNG, JPEG or WebP.',
    logoDimensions: 'The logo must be between {{min}} and {{max}} pixels wide and high.',
  },
}

/** The catalogue's shape: every language has exactly the English keys (TypeScript checks fr). */
export type MessageCatalogue = { readonly [Group in keyof typeof EN_MESSAGES]: { readonly [Key in keyof (typeof EN_MESSAGES)[Group]]: string } }
