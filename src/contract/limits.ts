/**
 * Product limits (docs/spec.md §3/§4): the numbers the browser shows and checks and
 * the API enforces. Import from here; never repeat a number elsewhere (tests
 * assert against these names, not literals).
 */

/* ---- Sessions and sign-in ---- */

/** A session lasts as long as its token cookie: the seed's 604800 s (7 days). */
export const SESSION_TTL_S = 604_800
export const SIGN_IN_CODE_LENGTH = 6
export const SIGN_IN_CODE_TTL_MIN = 10
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5
/**
 * Emailed thread and manage links stop working this many days after the
 * conversation's last answer or the meeting's end (security review, finding 4).
 */
export const ACCESS_LINK_TTL_DAYS = 90

/** Wrong codes one account (an e-mail address) may receive per hour, from every address and across codes together. */
export const SIGN_IN_GUESSES_PER_HOUR = 10

/* ---- Community groups ---- */

/** A join's e-mailed confirmation link works this long. */
export const COMMUNITY_JOIN_LINK_TTL_DAYS = 7

/* ---- "My conversations" (issue 33) ---- */

/** A "my conversations" link works this long after it was asked for (unless ended earlier). */
export const CONVERSATIONS_LINK_TTL_DAYS = 7

/* ---- Pages of results ---- */

/** Largest `first` of the ambassador directory (a client loading every match asks for this many at a time). */
export const AMBASSADORS_PAGE_MAX = 100

/* ---- Questions and answers ---- */

export const QUESTION_MIN_CHARS = 10
export const QUESTION_MAX_CHARS = 1000
/** An open question counts as overdue for its ambassador after this long. */
export const QUESTION_OVERDUE_HOURS = 48
export const ANSWER_MIN_CHARS = 2
export const ANSWER_MAX_CHARS = 5000

/* ---- Conversations (issue 19) ---- */

/** A visitor's follow-up: "Thanks!" is a message; a follow-up is a reply, not a new question, so it may be short. */
export const FOLLOW_UP_MIN_CHARS = 2
/** As long as a question may be. */
export const FOLLOW_UP_MAX_CHARS = 1000
/** "Did this conversation help?" — from 1 (not at all) to 5 (very much). */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATING_COMMENT_MAX_CHARS = 1000

/* ---- The visitor's e-mails about a conversation (issue 33, decision 144) ---- */

/** An answer waits this long before it is e-mailed, so the read receipt of a thread page open on it can arrive first. */
export const VISITOR_MAIL_GRACE_SECONDS = 60
/** At most one e-mail per conversation per this many minutes: answers written meanwhile go in the next one. */
export const VISITOR_MAIL_WINDOW_MINUTES = 10
/** "Ambassadors usually answer within N hours": the organization's median over the questions answered in this many days… */
export const TYPICAL_ANSWER_TIME_DAYS = 90
/** …once at least this many were answered; before that, QUESTION_OVERDUE_HOURS (the time after which a question counts as overdue). */
export const TYPICAL_ANSWER_TIME_MIN_ANSWERED = 5

// Insights (issue 20)
/** Longest range the dashboard and the exports accept, in days (both ends included). */
export const INSIGHTS_RANGE_MAX_DAYS = 366
/** Entries in the dashboard's top topics and top fields. */
export const INSIGHTS_TOP_COUNT = 10

/* ---- Meetings ---- */

/** Free slots are offered this many days ahead… */
export const BOOKING_WINDOW_DAYS = 14
/** …and no sooner than this from now. */
export const BOOKING_MIN_NOTICE_HOURS = 12
/** Meeting lengths an ambassador may choose, in minutes. */
export const MEETING_LENGTHS_MIN = [15, 20, 30, 45, 60] as const
export const MEETING_MESSAGE_MAX_CHARS = 1000
/** A video call's link works from this long before the start to the end (issue 32). */
export const MEETING_JOIN_OPENS_MINUTES_BEFORE = 15
/** A confirmed phone call's number is shown to its ambassador from this long before the start to the end (issue 32). */
export const PHONE_REVEAL_MINUTES_BEFORE = 60
/** A video call link template's length (issue 32). */
export const MEETING_LINK_TEMPLATE_MAX_CHARS = 300
/** A meeting's room key (the secret part of its join link): 32 lower-case hex digits. */
export const MEETING_ROOM_KEY_PATTERN = /^[0-9a-f]{32}$/
/** The API keeps at most this much of a cancellation reason. */
export const CANCEL_REASON_MAX_CHARS = 500
/** Weekly availability windows per ambassador, and days off they may list. */
export const WEEKLY_WINDOWS_MAX = 28
export const OUT_OF_OFFICE_MAX_DATES = 120

/* ---- Text fields ---- */

export const NAME_MAX_CHARS = 60
export const TOPIC_MAX_CHARS = 120
export const HEADLINE_MAX_CHARS = 120
export const BIO_MAX_CHARS = 2000
/** Longest city name, in a profile and in the match questionnaire. */
export const CITY_MAX_CHARS = 80
/** Most languages or interests in a profile. */
export const PROFILE_LIST_MAX = 10

/** Staff console: organization settings (issue 16). */
export const ORG_NAME_MAX_CHARS = 120
export const ORG_TAGLINE_MAX_CHARS = 200
export const EMBED_ORIGINS_MAX = 20
export const MAPS_API_KEY_MAX_CHARS = 200
export const BOOKING_MIN_NOTICE_HOURS_RANGE = { min: 0, max: 168 } as const
export const BOOKING_WINDOW_DAYS_RANGE = { min: 1, max: 90 } as const
/** Logo uploads: PNG, JPEG or WebP up to this size; re-encoded to fit LOGO_MAX_PX. */
export const LOGO_MAX_BYTES = 512 * 1024
export const LOGO_MAX_PX = 512
/** Each side of an uploaded logo, in pixels: smaller is unreadable as a logo… */
export const LOGO_MIN_SIDE_PX = 32
/** …larger is no logo either, and bounds what a small file may decode to (5000 × 5000 = 25 MP). */
export const LOGO_MAX_SIDE_PX = 5000

/* ---- Ambassador lifecycle (issue 17) ---- */

/** An e-mailed `/ambassadors?invite=…` link works this many days (renewing it sends a new one). */
export const AMBASSADOR_INVITATION_TTL_DAYS = 14
/** Addresses one `inviteAmbassadors` call takes (more: use the CSV import). */
export const INVITE_EMAILS_MAX = 200
/** Data rows one CSV import checks and imports (10 s budget, issue 17). */
export const IMPORT_MAX_ROWS = 5000
/** Largest page of the staff ambassador list. */
export const STAFF_AMBASSADORS_PAGE_MAX = 100
/** Ambassador photos (issue 17): JPEG, PNG or WebP up to this size, stored square at PHOTO_SIZES_PX (src/contract/photo.ts). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
/** Each side of an uploaded photo, in pixels: smaller is no face one can recognise… */
export const PHOTO_MIN_SIDE_PX = 96
/** …larger (36 MP) is beyond a phone's usual output and bounds the memory one decode takes. */
export const PHOTO_MAX_SIDE_PX = 6000

/* ---- Safeguarding (issue 18) ---- */

/** An organization's own safeguarding words or phrases, at most… */
export const SAFEGUARDING_CUSTOM_WORDS_MAX = 200
/** …each at most this many characters (a phrase, not a paragraph). */
export const SAFEGUARDING_WORD_MAX_CHARS = 60
/** Extra countries whose national phone formats the scan recognises. */
export const SAFEGUARDING_PHONE_COUNTRIES_MAX = 30

/* ---- Moderation (issue 18): reports and staff notes ---- */

/** Why a participant reports a conversation: a few sentences for staff. */
export const REPORT_REASON_MAX_CHARS = 500
/** A staff member's note when resolving a moderation item. */
export const MODERATION_NOTE_MAX_CHARS = 1000
/** Why staff block an address from asking. */
export const BLOCK_REASON_MAX_CHARS = 500
/** A visitor's optional note when joining a community group. */
export const JOIN_NOTE_MAX_CHARS = 500
/* ---- Published Q&A approval (issue 18) ---- */

/** What staff may tell an ambassador when not publishing their Q&A. */
export const PUBLICATION_REJECTION_REASON_MAX_CHARS = 500
/** Largest page of the staff's list of Q&A waiting for approval. */
export const PENDING_PUBLICATIONS_PAGE_MAX = 100

/* ---- Profile review (issue 32) ---- */

/** Why staff keep an ambassador's profile change off the public pages: e-mailed to the ambassador. */
export const PROFILE_REJECTION_REASON_MAX_CHARS = 500
/** Largest page of the staff's list of profile changes waiting for review. */
export const PENDING_PROFILE_REVISIONS_PAGE_MAX = 100
