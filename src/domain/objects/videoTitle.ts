// Apart from videos.ts so that what only names a video (the programme editor's screen list)
// does not import the screens' colliders.

/** What the overlay calls a video: its file name, else its site ('youtube.com'). */
export function videoTitle(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  const path = trimmed.startsWith('/') ? trimmed : trimmed.replace(/^https?:\/\/[^/]*/, '');
  const file = path.split(/[?#]/)[0]!.split('/').pop() ?? '';
  if (/\.[a-z0-9]{2,5}$/i.test(file)) return decodeSafely(file);
  const host = /^https?:\/\/([^/?#:]+)/i.exec(trimmed)?.[1];
  return host ? host.replace(/^www\./, '') : trimmed;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
