import { describe, expect, it } from 'vitest';
import { effectiveSlug, toSlug } from './slugs';

describe('slugs', () => {
  it.each([
    ['My Event!', 'my-event'],
    ['Café 2026', 'cafe-2026'],
    ['<b>QA</b> Fest 🦊 & friends', 'b-qa-b-fest-friends'],
    ['café-ñ-日本', 'cafe-n-日本'],
    ['  --Hello -- World--  ', 'hello-world'],
    ['Ærøskøbing Straße Łódź', 'aeroskobing-strasse-lodz'],
    ['ÉVÉNEMENT Été', 'evenement-ete'],
    ['line\nbreak\ttab', 'line-break-tab'],
    ['مرحبا بالعالم', 'مرحبا-بالعالم'],
    ['مؤتمر ... <script>alert(1)</script>', 'مؤتمر-script-alert-1-script'],
    ['सम्मेलन 2026', 'सम्मेलन-2026'],
    ['한국 행사', '한국-행사'],
    ['Συνέδριο Κονференция', 'συνέδριο-κονференция'],
    ['🦊🦊🦊', ''],
    ['   ', ''],
    ['', ''],
  ])('%j becomes %j', (input, slug) => {
    expect(toSlug(input)).toBe(slug);
  });
  it('keeps at most 48 characters and never ends on a hyphen', () => {
    expect(toSlug('a'.repeat(60))).toHaveLength(48);
    expect(toSlug(`${'a'.repeat(47)} b`)).toBe('a'.repeat(47));
    expect(toSlug('x'.repeat(5000))).toHaveLength(48);
  });
  it('is stable: a slug stays itself', () => {
    for (const slug of ['my-event', 'cafe-n', 'a1-b2', 'مرحبا-بالعالم', '한국-행사', 'सम्मेलन-2026'])
      expect(toSlug(slug)).toBe(slug);
  });
  it('falls back to the default slug, then the event id', () => {
    expect(effectiveSlug('', 'default-slug', 'id1')).toBe('default-slug');
    expect(effectiveSlug('&&&', 'default-slug', 'id1')).toBe('default-slug');
    expect(effectiveSlug('', null, 'id1')).toBe('id1');
    expect(effectiveSlug('Hello', null, 'id1')).toBe('hello');
  });
});
