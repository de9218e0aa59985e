import { iframeUrl, readWidgetConfig, WIDGET_LABELS, type WidgetConfig } from './config'
import { isHeightMessage, OPENED_MESSAGE } from './protocol'
import { widgetStyles } from './styles'

/**
 * widget.js: one <script> tag on the organization's site adds a launcher that
 * opens /iframe in a panel. No framework, tiny, everything inside a shadow
 * root; loading it twice keeps one launcher.
 */
const HOST_ID = 'ambassador-portal-widget'

function mount(config: WidgetConfig): void {
  const labels = WIDGET_LABELS[config.lang]
  const host = document.createElement('div')
  host.id = HOST_ID
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `<style>${widgetStyles(config)}</style><button class="l" type="button" aria-expanded="false" aria-controls="p"></button><div class="p" id="p" role="dialog" aria-modal="false" hidden><div class="h"><span id="t"></span><button class="c" type="button">×</button></div></div>`
  const launcher = root.querySelector<HTMLButtonElement>('.l')!
  const panel = root.querySelector<HTMLDivElement>('.p')!
  const close = root.querySelector<HTMLButtonElement>('.c')!
  launcher.textContent = labels.open
  close.setAttribute('aria-label', labels.close)
  root.querySelector('#t')!.textContent = labels.title
  panel.setAttribute('aria-labelledby', 't')
  let frame: HTMLIFrameElement | null = null

  const setOpen = (open: boolean): void => {
    panel.hidden = !open
    launcher.setAttribute('aria-expanded', String(open))
    if (!open) return launcher.focus()
    if (!frame) {
      frame = document.createElement('iframe')
      frame.title = labels.title
      frame.src = iframeUrl(config)
      frame.addEventListener('load', () => frame?.contentWindow?.postMessage({ type: OPENED_MESSAGE }, config.origin))
      panel.append(frame)
    } else frame.contentWindow?.postMessage({ type: OPENED_MESSAGE }, config.origin)
    close.focus()
  }

  launcher.addEventListener('click', () => setOpen(panel.hidden))
  close.addEventListener('click', () => setOpen(false))
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) setOpen(false)
  })
  // Height reports: only from our frame, only from the portal's origin.
  window.addEventListener('message', (event) => {
    if (event.origin !== config.origin || !frame || event.source !== frame.contentWindow || !isHeightMessage(event.data)) return
    frame.style.height = `${Math.ceil(event.data.height)}px`
  })
  document.body.append(host)
}

const script = document.currentScript as HTMLScriptElement | null
if (script && !document.getElementById(HOST_ID)) {
  const config = readWidgetConfig(script)
  if (document.body) mount(config)
  else document.addEventListener('DOMContentLoaded', () => mount(config), { once: true })
}
