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
  it("takes the profile's language over the device's choice and the browser's", () => {
    expect(chooseLanguage('es', ['de-DE'], 'ar')).toBe('ar');
    expect(chooseLanguage(null, ['de-DE'], 'en')).toBe('en');
  });
  it('passes over a profile without a language, or with one we do not ship', () => {
    expect(chooseLanguage('es', ['de-DE'], null)).toBe('es');
    expect(chooseLanguage('es', ['de-DE'], 'fr')).toBe('es');
    expect(chooseLanguage(null, ['de-DE'], 42)).toBe('de');
    expect(chooseLanguage('de', [], 'EN')).toBe('de');
    expect(chooseLanguage(null, ['es'], '')).toBe('es');
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
