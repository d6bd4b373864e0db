/** Offers `url` (a data: or blob: URL) to the browser as a download named `fileName`. */
export function offerDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
