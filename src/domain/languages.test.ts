import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf } from './languages';

describe('choosing the language', () => {
  it('keeps a remembered choice over the browser', () => {
    expect(chooseLanguage('es', ['de-DE', 'en'])).toBe('es');
  });
  it('takes the first preferred language shipped, by its primary tag', () => {
    expect(chooseLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(chooseLanguage(null, ['ar-EG'])).toBe('ar');
    expect(chooseLanguage('xx', ['es_MX'])).toBe('es');
  });
  it('falls back to English', () => {
    expect(chooseLanguage(null, ['fr', 'ja'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });
  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});
