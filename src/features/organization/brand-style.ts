/** The organization's colour as the `--brand-base` custom property (global.css derives `--brand`, readable in each theme, from it); `#rrggbb` only, since it goes into a style attribute. */
export function brandStyle(primaryColor: string | undefined): Record<string, string> | undefined {
  return primaryColor && /^#[0-9a-f]{6}$/i.test(primaryColor) ? { '--brand-base': primaryColor } : undefined
}
