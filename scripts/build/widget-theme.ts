import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brandTheme } from '../../src/contract/brand-theme'
import { WIDGET_THEME_PATH } from '../../src/widget/config'
import { themeProperties } from '../../src/widget/styles'
import { prerenderedOrganization } from './share-files'

/**
 * widget-theme.css (decision 148): the organization's colour for widget.js on
 * other sites, written at each build and publish from the colour the pages
 * were prerendered with, so the launcher changes with the site. The light
 * theme's shades: the host page's background is not ours to know.
 */
export async function writeWidgetTheme(clientDir: string): Promise<void> {
  const { primaryColor } = await prerenderedOrganization(clientDir, 'en')
  const { fill, onFill, focus } = brandTheme(primaryColor).light
  await writeFile(join(clientDir, `.${WIDGET_THEME_PATH}`), `${themeProperties(fill, onFill, focus)}\n`)
}
