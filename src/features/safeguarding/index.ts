/**
 * The safeguarding UI every page with a text form shares. Imported through
 * this one module so the bundler keeps it in ONE chunk: each shared chunk
 * costs every page's first load an entry in the preload map (the `/` budget).
 */
export { SafeguardedTextArea, SafeguardedTextField } from './SafeguardedFields'
export { ReportConversation } from './ReportConversation'
export { UnderReviewNotice } from './UnderReviewNotice'
export { markedParts } from './highlight'
