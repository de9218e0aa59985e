import { iframeUrl, readWidgetConfig, WIDGET_LABELS, widgetThemeUrl, type WidgetConfig } from './config'
import { CLOSE_MESSAGE, HEIGHT_MESSAGE, isHeightMessage, messageType, OPENED_MESSAGE, READY_MESSAGE } from './protocol'
import { hostColourProperties, widgetStyles } from './styles'

/**
 * widget.js: one <script> tag on the organization's site adds a launcher that
 * opens /iframe in a panel. No framework, tiny, everything inside a shadow
 * root; loading it twice keeps one launcher.
 */
const HOST_ID = 'ambassador-portal-widget'
/** How long the launcher waits for the organization's colour at most. */
const THEME_WAIT_MS = 3000

function mount(config: WidgetConfig): void {
  // Two copies of the script can both get here (both waited for the DOM).
  if (document.getElementById(HOST_ID)) return
  const labels = WIDGET_LABELS[config.lang]
  const host = document.createElement('div')
  host.id = HOST_ID
  // Our own element only: the host page's `div { … }` rules cannot hide or shift it.
  host.style.cssText = 'all:initial'
  const root = host.attachShadow({ mode: 'open' })
  // The organization's colour from the portal, then the host's own data-color if any (src/widget/styles.ts).
  const hostColour = config.color ? `<style>${hostColourProperties(config.color)}</style>` : ''
  root.innerHTML = `<style>${widgetStyles(config)}</style><link rel="stylesheet">${hostColour}<button class="l" type="button" aria-expanded="false" aria-controls="p" hidden></button><div class="p" id="p" role="dialog" aria-labelledby="t" hidden><div class="h"><span id="t"></span><button class="c" type="button">×</button></div></div>`
  const launcher = root.querySelector<HTMLButtonElement>('.l')!
  const panel = root.querySelector<HTMLDivElement>('.p')!
  const close = root.querySelector<HTMLButtonElement>('.c')!
  launcher.textContent = labels.open
  // Shown once the colour is known (or cannot be: a host's policy may refuse the file), never in a colour it then drops.
  const theme = root.querySelector<HTMLLinkElement>('link')!
  const show = (): void => {
    launcher.hidden = false
  }
  theme.onload = theme.onerror = show
  // A file that never answers does not hide the launcher for good.
  setTimeout(show, THEME_WAIT_MS)
  theme.href = widgetThemeUrl(config)
  close.setAttribute('aria-label', labels.close)
  root.querySelector('#t')!.textContent = labels.title
  let frame: HTMLIFrameElement | null = null
  // The frame says `ready` once it listens; an `opened` sent before would be lost.
  let ready = false
  let openedPending = false

  const post = (type: string): void => frame?.contentWindow?.postMessage({ type }, config.origin)
  const announceOpened = (): void => {
    openedPending = !ready
    if (ready) post(OPENED_MESSAGE)
  }

  const setOpen = (open: boolean): void => {
    panel.hidden = !open
    launcher.setAttribute('aria-expanded', String(open))
    if (!open) return launcher.focus()
    if (!frame) {
      frame = document.createElement('iframe')
      frame.title = labels.title
      frame.src = iframeUrl(config)
      panel.append(frame)
    }
    announceOpened()
    close.focus()
  }

  launcher.addEventListener('click', () => setOpen(panel.hidden))
  close.addEventListener('click', () => setOpen(false))
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) setOpen(false)
  })
  // Only our frame, only from the portal's origin: other pages' messages are ignored.
  window.addEventListener('message', (event) => {
    if (event.origin !== config.origin || !frame || event.source !== frame.contentWindow) return
    const type = messageType(event.data)
    if (type === HEIGHT_MESSAGE && isHeightMessage(event.data)) frame.style.height = `${Math.ceil(event.data.height)}px`
    else if (type === READY_MESSAGE) {
      ready = true
      if (openedPending) announceOpened()
    } else if (type === CLOSE_MESSAGE && !panel.hidden) setOpen(false)
  })
  document.body.append(host)
}

const script = document.currentScript as HTMLScriptElement | null
if (script && !document.getElementById(HOST_ID)) {
  const config = readWidgetConfig(script)
  if (document.body) mount(config)
  else document.addEventListener('DOMContentLoaded', () => mount(config), { once: true })
}
