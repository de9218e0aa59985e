/**
 * Sharing and installing (issue 21, decisions 114 and 116), written at
 * build and prerender while the API is up: the social card of each language
 * (`/share/card-{locale}.png`), the app icons made from the organization's
 * logo (or its initials when it has none) and each language's manifest. The
 * organization is read from the data the home pages were prerendered with,
 * so the files always match the pages.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { parse } from '@brillout/json-serializer/parse'
import sharp from 'sharp'
import { LOCALES, type Locale } from '../../src/contract/locale'
import { localizePath } from '../../src/routing/locale-url'
import { APP_ICONS, LARGE_ICON_PATH, manifestPath, SOCIAL_CARD_SIZE, socialCardPath } from '../../src/routing/share-files'
import type { Organization } from '../../src/features/organization/organization-query'
import { monogramSvg, socialCardSvg } from './brand-art'
import { webManifest } from './web-manifest'

const CARD_ICON_PX = 120
/** A maskable icon may be cropped to a circle of 80 % of its side: keep the logo inside. */
const MASKABLE_SAFE_ZONE = 0.6
const LOGO_PADDING = 0.9

/** The organization as the home page of `locale` was prerendered with it. */
export async function prerenderedOrganization(clientDir: string, locale: Locale): Promise<Organization> {
  const file = join(clientDir, `.${localizePath('/', locale)}`, 'index.pageContext.json')
  const pageContext = parse(await readFile(file, 'utf8')) as { data?: { organization?: Organization | null } }
  const organization = pageContext.data?.organization
  if (!organization) throw new Error(`No organization in ${file}`)
  return organization
}

async function fetchLogo(logoUrl: string | null, apiUrl: string): Promise<Buffer | null> {
  if (!logoUrl) return null
  const response = await fetch(new URL(logoUrl, apiUrl))
  if (response.ok) return Buffer.from(await response.arrayBuffer())
  console.warn(`[share] the logo ${logoUrl} answered ${response.status}: icons show the initials`)
  return null
}

/** A square PNG icon: the logo centred on white, or the initials on the brand colour. */
async function iconPng(o: { logo: Buffer | null; name: string; colour: string; size: number; safeZone: number }): Promise<Buffer> {
  if (o.logo === null)
    return sharp(Buffer.from(monogramSvg(o)))
      .png()
      .toBuffer()
  const inner = Math.round(o.size * o.safeZone)
  const logo = await sharp(o.logo).resize(inner, inner, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer()
  return sharp({ create: { width: o.size, height: o.size, channels: 3, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer()
}

async function writeFileIn(clientDir: string, sitePath: string, content: Buffer | string): Promise<void> {
  const file = join(clientDir, `.${sitePath}`)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
}

export async function writeShareFiles(options: { clientDir: string; apiUrl: string }): Promise<void> {
  const { clientDir, apiUrl } = options
  const english = await prerenderedOrganization(clientDir, 'en')
  const logo = await fetchLogo(english.logoUrl, apiUrl)
  const brand = { logo, name: english.name, colour: english.primaryColor }
  for (const icon of APP_ICONS) {
    const safeZone = icon.purpose === 'maskable' ? MASKABLE_SAFE_ZONE : logo === null ? 1 : LOGO_PADDING
    await writeFileIn(clientDir, icon.path, await iconPng({ ...brand, size: icon.size, safeZone }))
  }
  // The logo on the card; without one the name says it all (initials would repeat it).
  const cardIcon =
    logo === null
      ? null
      : await sharp(await readFile(join(clientDir, `.${LARGE_ICON_PATH}`)))
          .resize(CARD_ICON_PX, CARD_ICON_PX)
          .png()
          .toBuffer()
  for (const locale of LOCALES) {
    const org = locale === 'en' ? english : await prerenderedOrganization(clientDir, locale)
    const svg = socialCardSvg({ name: org.name, tagline: org.tagline, colour: org.primaryColor, ...SOCIAL_CARD_SIZE, iconPx: cardIcon === null ? 0 : CARD_ICON_PX })
    const card = await sharp(Buffer.from(svg))
      .composite(cardIcon === null ? [] : [{ input: cardIcon, left: 80, top: 80 }])
      .png()
      .toBuffer()
    await writeFileIn(clientDir, socialCardPath(locale), card)
    const manifest = webManifest({ locale, name: org.name, tagline: org.tagline, colour: org.primaryColor })
    await writeFileIn(clientDir, manifestPath(locale), `${JSON.stringify(manifest, null, 2)}\n`)
  }
}
