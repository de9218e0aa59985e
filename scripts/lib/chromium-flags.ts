/**
 * The flags every Chromium this project starts gets (the browser tests, the
 * smokes, the bench's Lighthouse): headless, no sandbox (root in CI), no GPU,
 * and nothing that reaches the network on its own (this machine is offline).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
