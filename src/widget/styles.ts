import type { WidgetConfig } from './config'

/** Styles of the widget, scoped to its shadow root: nothing leaks into the host page. */
export function widgetStyles({ color, position }: WidgetConfig): string {
  return `:host{all:initial}
*{box-sizing:border-box;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
.l{position:fixed;bottom:20px;${position}:20px;z-index:2147483000;display:flex;align-items:center;gap:8px;min-height:48px;padding:12px 18px;border:0;border-radius:999px;background:${color};color:#fff;font-size:16px;font-weight:600;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25)}
.l:focus-visible,.c:focus-visible{outline:3px solid #1a5fd0;outline-offset:3px}
.p{position:fixed;bottom:84px;${position}:20px;z-index:2147483001;width:min(400px,calc(100vw - 24px));max-height:calc(100vh - 104px);display:flex;flex-direction:column;background:#fff;border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.3);overflow:hidden}
.p[hidden]{display:none}
.h{display:flex;justify-content:space-between;align-items:center;padding:8px 8px 8px 16px;background:${color};color:#fff;font-weight:600}
.c{min-width:44px;min-height:44px;border:0;background:transparent;color:#fff;font-size:24px;line-height:1;cursor:pointer;border-radius:8px}
iframe{width:100%;height:420px;max-height:calc(100vh - 164px);border:0;display:block}
@media (max-width:480px){.p{${position}:12px;bottom:76px}}`
}
