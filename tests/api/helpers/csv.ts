/** Reads a CSV download the way a spreadsheet would (RFC 4180), to check exports cell by cell. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell !== '' || row.length > 0) throw new Error('the last row does not end with CRLF')
  return rows
}

export interface Download {
  status: number
  headers: Headers
  text: string
  chunks: number
}

/** GET an export with a bearer token, counting the chunks the body arrived in. */
export async function download(url: string, token: string | null, locale = 'en'): Promise<Download> {
  const headers: Record<string, string> = { 'accept-language': locale }
  if (token !== null) headers.authorization = `Bearer ${token}`
  const response = await fetch(url, { headers })
  const reader = response.body?.getReader()
  const parts: Uint8Array[] = []
  for (;;) {
    const next = await reader?.read()
    if (next === undefined || next.done) break
    parts.push(next.value)
  }
  return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(parts)), chunks: parts.length }
}
