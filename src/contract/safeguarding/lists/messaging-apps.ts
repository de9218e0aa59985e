/**
 * Messaging apps and social networks people move a conversation to
 * (decision 080). Names that are also ordinary words ("signal", "line") count
 * only where they name the app. Syntax: word-patterns.ts.
 */
export const MESSAGING_APPS: readonly string[] = [
  'whatsapp|whatsap|watsapp|watsap|wasap|whatsupp|wsp',
  "whats|what's|whatz app",
  'instagram|insta|ig',
  'insta gram',
  'snapchat',
  // "a snap decision": the short name counts where it names the app.
  "on|sur|via|my|mon|ton|your|have|got|as|t'as|use|add snap",
  'snap me|moi',
  'snap chat',
  'telegram',
  'me|us on signal',
  'sur|via signal',
  'signal app|application|messenger',
  "app|appli|application|l'appli|l'application signal",
  'discord',
  'messenger',
  'wechat|weixin',
  'line app|application|messenger',
  "l'appli|l'application line",
  'sur line',
  'viber',
  'tiktok',
  'tik tok',
  'facebook|fb',
  'kik',
  'skype',
  'threema',
  'imessage',
  'facetime',
]
