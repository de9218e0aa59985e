import type { Locale } from '../contract/locale'

/**
 * Files the build writes for sharing and installing the site
 * (scripts/build/share-files.ts) and the head tags that point to them
 * (pages/+Head.tsx): one place for their paths and sizes.
 */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const
/** One card per language: the tagline is translated. */
export const socialCardPath = (locale: Locale): string => `/share/card-${locale}.png`

/** The web app manifest of each language (start_url and texts differ; decision 116). */
export const manifestPath = (locale: Locale): string => (locale === 'en' ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`)

export const APP_ICONS = [
  { path: '/share/icon-192.png', size: 192, purpose: 'any' },
  { path: '/share/icon-512.png', size: 512, purpose: 'any' },
  { path: '/share/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const

/** For the Organization's `logo` (JSON-LD) and apple-touch-icon: the square icon made from the logo. */
export const LARGE_ICON_PATH = '/share/icon-512.png'
export const TOUCH_ICON_PATH = '/share/icon-192.png'
