/** A polite "loading" line (no spinner flashing for fast answers: the text is enough). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p className="area-loading" role="status">
      {label}
    </p>
  )
}
