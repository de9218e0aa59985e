export const root: string
export function run(command: string, args: string[], options?: { env?: Record<string, string> }): number
export function mustRun(command: string, args: string[], options?: { env?: Record<string, string> }): void
export function ensureDependencies(): void
export function ensureBuild(options?: { fixtures?: boolean }): void
export function ensureChromium(): void
