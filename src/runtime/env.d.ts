/// <reference types="vite/client" />

// Typed so reading it needs no `any`; see build-info.ts for who sets it.
interface ImportMetaEnv {
  /** Build id baked into the client bundle (`VITE_BUILD_ID=… vike build`, or Vite `define`). */
  readonly VITE_BUILD_ID?: string
}
