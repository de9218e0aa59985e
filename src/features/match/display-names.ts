/**
 * Country and language names in the page's language from the browser's own
 * ICU data (Intl.DisplayNames): no name lists to ship or translate.
 */
import type { Locale } from '../../contract/locale'

/** ISO 3166-1 alpha-2 codes of current countries and territories. */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

/** ISO 639-1 codes (two letters). */
const LANGUAGE_CODES = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es ' +
  'et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki ' +
  'kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no ' +
  'nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te ' +
  'tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ')

export interface NamedCode {
  readonly code: string
  readonly name: string
}

const namers = new Map<string, Intl.DisplayNames | null>()

function namer(locale: Locale, type: 'region' | 'language'): Intl.DisplayNames | null {
  const key = `${locale}:${type}`
  if (!namers.has(key)) {
    try {
      namers.set(key, new Intl.DisplayNames([locale], { type, fallback: 'none' }))
    } catch {
      namers.set(key, null)
    }
  }
  return namers.get(key) ?? null
}

const nameOf = (locale: Locale, type: 'region' | 'language', code: string): string | undefined => {
  try {
    return namer(locale, type)?.of(code) ?? undefined
  } catch {
    return undefined
  }
}

export const countryName = (code: string, locale: Locale): string => nameOf(locale, 'region', code.toUpperCase()) ?? code
export const languageName = (code: string, locale: Locale): string => nameOf(locale, 'language', code) ?? code

/** A name standing alone (a chip, a list entry): capitalised, as French lists write "Français". */
export const capitalize = (name: string, locale: Locale): string => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)

/**
 * Named codes sorted the way a reader of `locale` expects (é next to e); codes
 * without a name are left out, and so is a second code with a name already
 * listed: ICU names both `ak` and `tw` "Akan", and a list showing a name twice
 * reads as a bug. The first code in the list (the macrolanguage) is kept.
 */
function sortedNames(codes: readonly string[], locale: Locale, type: 'region' | 'language'): NamedCode[] {
  const collator = new Intl.Collator(locale)
  const byName = new Map<string, NamedCode>()
  for (const code of codes) {
    const name = nameOf(locale, type, code)
    if (name === undefined || name === code) continue
    const shown = capitalize(name, locale)
    if (!byName.has(shown)) byName.set(shown, { code, name: shown })
  }
  return [...byName.values()].sort((a, b) => collator.compare(a.name, b.name))
}

const lists = new Map<string, NamedCode[]>()
const cached = (key: string, build: () => NamedCode[]): NamedCode[] => {
  let list = lists.get(key)
  if (!list) lists.set(key, (list = build()))
  return list
}

export const countryOptions = (locale: Locale): NamedCode[] => cached(`c:${locale}`, () => sortedNames(COUNTRY_CODES, locale, 'region'))
export const languageOptions = (locale: Locale): NamedCode[] => cached(`l:${locale}`, () => sortedNames(LANGUAGE_CODES, locale, 'language'))
