/**
 * How dates are shown: day-month-year, as the reference says ('Dates are day-month-year'), with
 * hyphens as the closing date always was. One formatter for every page, so no page falls back
 * to the browser's locale (an en-US browser showed an invite's date month first). Billing keeps
 * its own YYYY-MM-DD (the reference names that format for invoices: domain/billing/billing.ts), and
 * CSV exports keep ISO times for spreadsheets.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'DD-MM-YYYY'; anything else → ''. */
export function formatDayMonthYear(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The calendar day of `date` where the reader is (a Date's local fields), as 'DD-MM-YYYY'. */
export function localDayMonthYear(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** An ISO instant → 'DD-MM-YYYY HH:MM UTC' (the reports' times, which are UTC days); '' if none. */
export function utcDayMonthYearTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${formatDayMonthYear(match[1]!)} ${match[2]} UTC` : '';
}

/** `date` where the reader is, as 'DD-MM-YYYY HH:MM' (24-hour clock); '' for an invalid date. */
export function localDayMonthYearTime(date: Date): string {
  const day = localDayMonthYear(date);
  return day && `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
