import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noUntranslatedText } from './no-untranslated-text.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-untranslated-text', noUntranslatedText, {
  valid: [
    "<p>{t('profile.save')}</p>",
    '<p title={t("a")}>{event.name}</p>',
    // No letters: symbols and punctuation are not words to translate.
    "<button aria-label={t('x')}>×</button>",
    "<span aria-hidden='true'>?</span>",
    // Attributes nobody reads: class names, ids, keys, paths.
    "<a className='ui-button' href='/demo' id='x'>{t('y')}</a>",
  ],
  invalid: [
    { code: '<p>Hello</p>', errors: [{ messageId: 'literal' }] },
    { code: "<p>{'Hello'}</p>", errors: [{ messageId: 'literal' }] },
    { code: "<p>{busy ? 'Saving...' : 'Save'}</p>", errors: 2 },
    { code: '<img alt="Your avatar" />', errors: 1 },
    { code: '<Field label={`Name ${n}`} />', errors: 1 },
    { code: "<nav aria-label='Account' />", errors: 1 },
  ],
});
