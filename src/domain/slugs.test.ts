import { describe, expect, it } from 'vitest';
import { effectiveSlug, toSlug } from './slugs';

describe('slugs', () => {
  it('lowercases and turns every other character into a hyphen', () => {
    expect(toSlug('My Event!')).toBe('my-event-');
    expect(toSlug('Café 2026')).toBe('caf--2026');
  });
  it('keeps at most 48 characters', () => {
    expect(toSlug('a'.repeat(60))).toHaveLength(48);
  });
  it('falls back to the default slug, then the event id', () => {
    expect(effectiveSlug('', 'default-slug', 'id1')).toBe('default-slug');
    expect(effectiveSlug('', null, 'id1')).toBe('id1');
    expect(effectiveSlug('Hello', null, 'id1')).toBe('hello');
  });
});
