/** The avatar is held locally (the demo's "locally held avatar"; profiles come later). */
const KEY = 'menagerie:avatar';

export function localAvatar(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeLocalAvatar(key: string): void {
  try {
    localStorage.setItem(KEY, key);
  } catch {
    // Not fatal: the choice lasts for this visit.
  }
}
