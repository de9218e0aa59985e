/** Hands a file to the browser as a download (a Blob URL, revoked once clicked). */
export function downloadBlob(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Hands a JSON document to the browser as a file download. */
export function downloadJson(fileName: string, json: string): void {
  downloadBlob(fileName, new Blob([json], { type: 'application/json' }))
}

/** `personal-data-<address>.json`, with only file-name-safe characters. */
export function exportFileName(email: string): string {
  return `personal-data-${email.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_')}.json`
}
