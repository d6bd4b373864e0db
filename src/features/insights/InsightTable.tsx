import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { downloadCsv } from '../../ui/downloadCsv';
import { useLanguage, useT } from '../languages';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface InsightTableProps<Row> {
  /** The table's caption, and the CSV button's subject. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What the table says when it has no row. */
  empty: string;
  csv: () => string;
  fileName: string;
  /** Long tables (a row per slot or hour) fold under a summary; short ones stand open. */
  folded?: boolean;
}

/** An open table's caption repeats its section's heading: said, not shown twice. */

/**
 * One of the insights page's tables with its CSV export: every figure the charts show is here
 * in words, and the export holds exactly these rows. An open table's caption repeats its
 * section's heading, so screen readers hear it and the page shows it once.
 */
export function InsightTable<Row>(props: InsightTableProps<Row>) {
  const { caption, columns, rows, rowKey, empty, csv, fileName, folded } = props;
  const t = useT();
  // English names the table inside its sentence ('Download CSV of time spent per room'); the
  // other languages after a colon, as it is written (German nouns keep their capitals).
  const subject = useLanguage() === 'en' ? caption.toLowerCase() : caption;
  if (rows.length === 0) return <p className="insights__empty">{empty}</p>;
  const table = (
    <div className="insights__table">
      <table>
        <caption className={folded ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <>
      {folded ? (
        <details>
          <summary>{t('insights.asTable', { caption })}</summary>
          {table}
        </details>
      ) : (
        table
      )}
      <div className="insights__actions">
        <Button variant="secondary" onClick={() => downloadCsv(fileName, csv())}>
          {t('insights.downloadCsv', { caption: subject })}
        </Button>
      </div>
    </>
  );
}
