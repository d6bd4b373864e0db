import { offerDownload } from './offerDownload';

/** Saves `text` as a CSV file through a temporary object URL (no server round trip). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  offerDownload(url, fileName);
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
