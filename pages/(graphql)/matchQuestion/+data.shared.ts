// Only the shell's data: renderer/shell-only-data.ts.
export { data, type Data } from '../../../renderer/shell-only-data'
