/**
 * The web app manifest of one language (decision 116): one app (`id` "/")
 * whose start page is the language's home, scope the whole site so a French
 * visitor who switches language stays in the app; colours from the brand.
 */
import type { Locale } from '../../src/contract/locale'
import { localizePath } from '../../src/routing/locale-url'
import { APP_ICONS } from '../../src/routing/share-files'
import { monogramOf } from './brand-art'

/** Home-screen labels past ~12 characters are cut by the launcher: then the initials. */
const SHORT_NAME_MAX = 12

export function webManifest(o: { locale: Locale; name: string; tagline: string; colour: string }) {
  return {
    id: '/',
    lang: o.locale,
    dir: 'ltr',
    name: o.name,
    short_name: o.name.length <= SHORT_NAME_MAX ? o.name : monogramOf(o.name),
    description: o.tagline,
    start_url: localizePath('/', o.locale),
    scope: '/',
    display: 'standalone',
    theme_color: o.colour,
    background_color: '#ffffff',
    icons: APP_ICONS.map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  }
}
