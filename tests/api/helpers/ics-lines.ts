/** Reads iCalendar text the way calendars do: folded lines joined (RFC 5545 §3.1), then NAME[;params]:value. */
export function icsProperties(ics: string): { name: string; params: string; value: string }[] {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':')
      const head = line.slice(0, colon)
      const semicolon = head.indexOf(';')
      return semicolon < 0
        ? { name: head, params: '', value: line.slice(colon + 1) }
        : { name: head.slice(0, semicolon), params: head.slice(semicolon + 1), value: line.slice(colon + 1) }
    })
}

/** The value of the first property called `name` (undefined when absent). */
export const icsValue = (ics: string, name: string): string | undefined => icsProperties(ics).find((p) => p.name === name)?.value
