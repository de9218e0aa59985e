/** The addresses typed in the invite box: one per line or separated by commas or semicolons, blanks dropped. */
export function parseInviteEmails(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** `emails.<i>` field errors matched back to the address they are about. */
export function refusedAddresses<E extends { readonly field: string }>(emails: readonly string[], errors: readonly E[]): { email: string; error: E }[] {
  return errors.flatMap((error) => {
    const match = /^emails\.(\d+)$/.exec(error.field)
    const email = match ? emails[Number(match[1])] : undefined
    return email === undefined ? [] : [{ email, error }]
  })
}
