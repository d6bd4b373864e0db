import { describe, expect, it } from 'vitest';
import { hasMessage, readableSignPost, shownLabel, SIGN_POST, signTextError } from './signPosts';

describe('sign posts', () => {
  it("shows '...' for an empty label", () => {
    expect(shownLabel('')).toBe('...');
    expect(shownLabel('  ')).toBe('...');
    expect(shownLabel('Welcome')).toBe('Welcome');
  });
  it("offers 'Read message' only when there is a message", () => {
    expect(hasMessage({ label: 'a', message: '' })).toBe(false);
    expect(hasMessage({ label: 'a', message: ' \n' })).toBe(false);
    expect(hasMessage({ label: '', message: 'Hello' })).toBe(true);
  });
  it('is readable within its radius (2.5 m by default), the nearest first', () => {
    const signs = [
      { id: 'a', x: 10, y: 10, radius: 2.5 },
      { id: 'b', x: 12, y: 10, radius: 2.5 },
    ];
    expect(readableSignPost(signs, { x: 11.2, y: 10 })?.id).toBe('b');
    expect(readableSignPost(signs, { x: 10, y: 12.5 })?.id).toBe('a');
    expect(readableSignPost(signs, { x: 10, y: 12.6 })).toBeNull();
  });
  it("follows each sign's own _signPost-radius", () => {
    const signs = [
      { id: 'far', x: 10, y: 10, radius: 8 },
      { id: 'near', x: 20, y: 10, radius: 1 },
    ];
    expect(readableSignPost(signs, { x: 17.5, y: 10 })?.id).toBe('far');
    expect(readableSignPost(signs, { x: 19.2, y: 10 })?.id).toBe('near');
    expect(readableSignPost(signs, { x: 18.1, y: 10 })).toBeNull();
  });
  it('refuses a title over 50 characters and a message over the rules bound', () => {
    expect(signTextError({ label: 'x'.repeat(50), message: '' })).toBeNull();
    expect(signTextError({ label: 'x'.repeat(51), message: '' })).toMatch(/at most 50/);
    expect(signTextError({ label: '', message: 'x'.repeat(SIGN_POST.messageMax + 1) })).toMatch(
      /message is at most 2000/,
    );
  });
});
