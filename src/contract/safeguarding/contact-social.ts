/**
 * Social-media handles in folded text: "@jean_d", "insta: jean_d",
 * "snap jean_d", "my ig is jean_d", "jean_d on insta". After a platform's
 * name, a plain word is a handle only where nothing but a handle fits
 * ("insta: jeandupont" at the end of a line); otherwise it must look like
 * one (an @, a digit, a dot or an underscore), so "Is snap allowed" and
 * "Instagram: they post a lot" stay sentences.
 */
import type { FoldedSpan } from './word-patterns'

/** Platforms whose name is no everyday word. */
const PLATFORMS =
  'instagram|insta|ig|snapchat|snap|tiktok|twitter|facebook|fb|telegram|discord|twitch|threads|bereal|linkedin|kik|wechat|viber|skype|youtube|tumblr|pinterest|reddit|bluesky|bsky|mastodon'
/**
 * Apps whose name is an everyday word ("signal") or that are mostly reached by
 * phone number (WhatsApp, whose number the phone search sees): "signal
 * jul1e_rose", "my whatsapp is julie.rose" name a handle, "signal 4g" or
 * "whatsapp 24h" do not. After these, only a sure handle counts (surelyHandle).
 */
const WORD_PLATFORMS = 'signal|whatsapp|whatsap|watsapp|wasap|threema'
/** Short or ambiguous names, a handle only after a colon ("x: jean_d"). */
const PLATFORMS_WITH_COLON = `${PLATFORMS}|${WORD_PLATFORMS}|sc|tt|x|tg|yt|line`
const HANDLE = '@?[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?'
const BEFORE = '(?<![\\p{L}\\p{N}])'
const AFTER = '(?![\\p{L}\\p{N}_@]|\\.[a-z0-9])'

/** "@jean_d", not "@14h30": a handle after a bare @ starts with a letter. */
const AT_HANDLE = new RegExp(`(?<![\\p{L}\\p{N}._%+-])@[a-z_](?:[a-z0-9_.]{0,28}[a-z0-9_])?${AFTER}`, 'gu')
const AFTER_COLON = new RegExp(`${BEFORE}(?:${PLATFORMS_WITH_COLON})\\s*(?::|=|->|→)\\s*(?<handle>${HANDLE})${AFTER}`, 'gu')
/** Between a platform's name and the handle: "snapchat, username jul1e_rose", "insta c'est", "tiktok id:". */
const CONNECTOR = "(?:\\s*[,:-]?\\s*(?:username|user\\s?name|user|handle|pseudo|identifiant|id|is|est|c'est|c est|=)){0,2}\\s*[,:]?"
const AFTER_NAME = new RegExp(`${BEFORE}(?:${PLATFORMS})${CONNECTOR}\\s+(?<handle>${HANDLE})${AFTER}`, 'gu')
const AFTER_WORD_NAME = new RegExp(`${BEFORE}(?:${WORD_PLATFORMS})${CONNECTOR}\\s+(?<handle>${HANDLE})${AFTER}`, 'gu')
const BEFORE_NAME = new RegExp(`${BEFORE}(?<handle>${HANDLE})\\s+(?:on|sur|via)\\s+(?:${PLATFORMS})(?![\\p{L}\\p{N}])`, 'gu')

/** Nothing after the handle but the end of its line. */
const ENDS_ITS_LINE = /[ \t]*[.!]?[ \t]*(?:\n|$)/y

const hasLetter = (handle: string): boolean => /[a-z]/.test(handle)
/** What sets a handle apart from a word. */
const looksLikeHandle = (handle: string): boolean => hasLetter(handle) && /^@|[_.\d]/.test(handle)
/** After an everyday word: "jul1e_rose", "julie.rose", "julie2009", not "4g" or "5ghz". */
const surelyHandle = (handle: string): boolean => /^@|[_.]/.test(handle) || (/[a-z].*[a-z].*[a-z]/.test(handle) && /\d/.test(handle) && handle.length >= 6)

export function socialSpans(text: string): FoldedSpan[] {
  const spans: FoldedSpan[] = []
  const add = (match: RegExpMatchArray & { index: number }): void => {
    spans.push({ start: match.index, end: match.index + match[0].length })
  }
  for (const match of text.matchAll(AT_HANDLE)) if (hasLetter(match[0])) add(match)
  for (const match of text.matchAll(AFTER_COLON)) {
    const handle = match.groups?.handle ?? ''
    ENDS_ITS_LINE.lastIndex = match.index + match[0].length
    const alone = ENDS_ITS_LINE.test(text)
    if (looksLikeHandle(handle) || (hasLetter(handle) && alone)) add(match)
  }
  for (const match of text.matchAll(AFTER_NAME)) if (looksLikeHandle(match.groups?.handle ?? '')) add(match)
  for (const match of text.matchAll(AFTER_WORD_NAME)) if (hasLetter(match.groups?.handle ?? '') && surelyHandle(match.groups?.handle ?? '')) add(match)
  for (const match of text.matchAll(BEFORE_NAME)) if (looksLikeHandle(match.groups?.handle ?? '')) add(match)
  return spans
}
