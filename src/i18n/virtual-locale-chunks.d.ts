declare module 'virtual:locale-chunks' {
  /** loaders[locale][topLevelKey]() → that key's strings (scripts/build/locale-chunks-plugin.ts). */
  export const loaders: Record<string, Record<string, () => Promise<{ default: unknown }>>>
}
