/** The last-used name is remembered per event and globally (reference). */
const GLOBAL_KEY = 'menagerie:name';
const eventKey = (eventId: string) => `menagerie:name:${eventId}`;

export function rememberedName(eventId: string): string {
  try {
    return localStorage.getItem(eventKey(eventId)) ?? localStorage.getItem(GLOBAL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The name last used to join any event here ('' when none). */
export function lastUsedName(): string {
  try {
    return localStorage.getItem(GLOBAL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(eventId: string, name: string): void {
  try {
    localStorage.setItem(eventKey(eventId), name);
    localStorage.setItem(GLOBAL_KEY, name);
  } catch {
    // Storage can be unavailable (private mode); remembering is a convenience only.
  }
}
