import { useTranslation } from 'react-i18next'
import type { ImportPayload } from './ambassadors-operations'

/** The dry run's answer: the file's notes, then every row with its problems (or "valid") beside it. */
export function CsvPreview({ preview }: { preview: ImportPayload }) {
  const { t } = useTranslation()
  const invalid = preview.rows.filter((row) => row.errors.length > 0).length
  return (
    <>
      <p role="status">{t('staffConsole.csv.summary', { count: preview.rows.length, invalid })}</p>
      {preview.notes.length > 0 && (
        <ul className="area-notice" aria-label={t('staffConsole.csv.notes')}>
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <table className="console-table">
        <caption className="area-sr-only">{t('staffConsole.csv.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffConsole.csv.line')}</th>
            <th scope="col">{t('staffConsole.csv.email')}</th>
            <th scope="col">{t('staffConsole.csv.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.line} data-valid={row.errors.length === 0}>
              <th scope="row">{row.line}</th>
              <td>{row.email}</td>
              <td>
                {row.errors.length === 0 ? (
                  t('staffConsole.csv.valid')
                ) : (
                  <ul className="area-error">
                    {row.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
