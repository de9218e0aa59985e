/** Rows grouped by a key, in their order: what a batch loader answers for many keys at once. */
export function groupBy<K, V>(rows: readonly V[], keyOf: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>()
  for (const row of rows) {
    const list = map.get(keyOf(row))
    if (list === undefined) map.set(keyOf(row), [row])
    else list.push(row)
  }
  return map
}
