interface BarListProps {
  readonly rows: readonly { readonly label: string; readonly value: number; readonly text: string }[]
}

/**
 * Horizontal bars in plain HTML (the funnel, the top topics and fields): no
 * chart library for what a styled width draws. Hidden from assistive
 * technology like the canvases: the card's summary and table say the same.
 */
export function BarList({ rows }: BarListProps) {
  const max = Math.max(1, ...rows.map((row) => row.value))
  return (
    <ol className="insights-bars" aria-hidden="true">
      {rows.map((row) => (
        <li key={row.label} className="insights-bar">
          <span className="insights-bar-label">{row.label}</span>
          <span className="insights-bar-track">
            <span className="insights-bar-fill" style={{ width: `${(100 * row.value) / max}%` }} />
          </span>
          <span className="insights-bar-value">{row.text}</span>
        </li>
      ))}
    </ol>
  )
}
