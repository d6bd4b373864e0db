// The functions fill in the e-mails' messages with their own small formatter (formatMessage):
// for every `mail.` message of every shipped catalog it must give exactly what Lingui gives
// the app, so the catalogs' rules (ICU quoting, variables) mean the same on both sides.
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/languages';
import { messages as ar } from '../../../src/features/languages/compiled/ar';
import { messages as de } from '../../../src/features/languages/compiled/de';
import { messages as en } from '../../../src/features/languages/compiled/en';
import { messages as es } from '../../../src/features/languages/compiled/es';
import { formatMessage, mailTexts } from './catalogs';

const catalogOf = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../src/features/languages/catalogs/${language}.json`, import.meta.url),
      'utf8',
    ),
  );
const i18n = setupI18n({ locale: 'en', messages: { en, de, es, ar } });
const VALUES = { product: 'Menagerie', link: 'https://app.example.com/signup?c=abc' };

describe.each([...LANGUAGES])('the %s mail messages', (language) => {
  const mail = Object.entries(catalogOf(language)).filter(([id]) => id.startsWith('mail.'));
  it('exist', () => {
    expect(mail.length).toBeGreaterThan(0);
  });
  it('are formatted as Lingui formats them', () => {
    i18n.activate(language);
    for (const [id, source] of mail) {
      expect(formatMessage(source, VALUES), id).toBe(i18n._(id, VALUES));
    }
  });
});

describe('mailTexts', () => {
  it("reads the language's catalog", async () => {
    const t = await mailTexts('de');
    expect(t('mail.invite.once')).toBe('Der Link funktioniert nur einmal.');
  });
  it('refuses a message whose variable has no value', () => {
    expect(() => formatMessage('Hello {name}', {})).toThrow(/No value for \{name\}/);
  });
});
