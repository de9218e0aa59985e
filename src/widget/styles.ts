import { contrastRatio } from '../contract/colour'
import { DEFAULT_WIDGET_THEME, type WidgetConfig } from './config'

/**
 * The shades the widget paints with, as custom properties of its shadow host:
 * --f fill, --o text on it, --r focus ring. The defaults come first; the
 * portal's widget-theme.css (linked after them) replaces them with the
 * organization's published colour; a host's own data-color comes last.
 */
export const themeProperties = (fill: string, onFill: string, focus: string): string => `:host{--f:${fill};--o:${onFill};--r:${focus}}`

/** A host's data-color, with white or near-black text, whichever reads better on it (≥ 4.5:1 is always one of them). */
export function hostColourProperties(colour: string): string {
  const onFill = contrastRatio('#ffffff', colour) >= contrastRatio('#12161f', colour) ? '#ffffff' : '#12161f'
  return themeProperties(colour, onFill, DEFAULT_WIDGET_THEME.focus)
}

/** Styles of the widget, scoped to its shadow root: nothing leaks into the host page. */
export function widgetStyles({ position }: WidgetConfig): string {
  return `:host{all:initial}${themeProperties(DEFAULT_WIDGET_THEME.fill, DEFAULT_WIDGET_THEME.onFill, DEFAULT_WIDGET_THEME.focus)}
*{box-sizing:border-box;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
.l{position:fixed;bottom:20px;${position}:20px;z-index:2147483000;display:flex;align-items:center;gap:8px;min-height:48px;padding:12px 18px;border:0;border-radius:999px;background:var(--f);color:var(--o);font-size:16px;font-weight:600;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25)}
.l[hidden]{display:none}
.l:focus-visible,.c:focus-visible{outline:3px solid var(--r);outline-offset:3px}
.p{position:fixed;bottom:84px;${position}:20px;z-index:2147483001;width:min(400px,calc(100vw - 24px));max-height:calc(100vh - 104px);display:flex;flex-direction:column;background:#fff;border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.3);overflow:hidden}
.p[hidden]{display:none}
.h{display:flex;justify-content:space-between;align-items:center;padding:8px 8px 8px 16px;background:var(--f);color:var(--o);font-weight:600}
.c{min-width:44px;min-height:44px;border:0;background:transparent;color:var(--o);font-size:24px;line-height:1;cursor:pointer;border-radius:8px}
.c:focus-visible{outline-color:var(--o);outline-offset:-4px}
iframe{width:100%;height:420px;max-height:calc(100vh - 164px);border:0;display:block}
@media (max-width:480px){.p{${position}:12px;bottom:76px}}`
}
