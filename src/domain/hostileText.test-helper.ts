/**
 * The hostile strings every text field is tried with (issue 18): each is refused at the field
 * with a message, or stored and shown as typed (trimmed), never silently cut or wiped. Shared by
 * the validators' unit table (text.test.ts) and the fields' end-to-end check
 * (e2e/hostile-input.spec.ts).
 */
/** Words of exactly `length` characters, neither starting nor ending with a space. */
const words = (length: number) =>
  `${'Lorem ipsum '.repeat(Math.ceil(length / 12))}`.slice(0, length - 1) + '.';

export const HOSTILE_TEXTS = {
  empty: '',
  spaces: '     ',
  chars48: 'W'.repeat(48),
  chars49: 'W'.repeat(49),
  chars300: words(300),
  chars301: words(301),
  chars5000: 'x'.repeat(5000),
  html: '<b>bold</b> <img src=x onerror=alert(1)> &amp;',
  emoji: '🦊🐸 Fox & frog 👩‍👩‍👧',
  rightToLeft: 'مرحبا بالعالم שלום',
  newlines: 'first line\nsecond line\r\nthird',
} as const;

export type HostileKey = keyof typeof HOSTILE_TEXTS;
export const HOSTILE_KEYS = Object.keys(HOSTILE_TEXTS) as HostileKey[];
