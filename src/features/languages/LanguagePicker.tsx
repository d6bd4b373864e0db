import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../domain/languages';
import { chooseAndRemember } from './i18n';
import { useLanguage, useT } from './useT';
import './languages.css';

/**
 * The language picker: each language under its own name (with its `lang`, so a screen reader
 * says it in that language). The page changes at once, without a reload.
 */
export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const current = useLanguage();
  return (
    <div className="language-picker">
      <label className="ui-field">
        {t('language.label')}
        <select
          value={current}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            if (isLanguage(e.target.value)) void chooseAndRemember(e.target.value);
          }}
        >
          {LANGUAGES.map((language: Language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-hint`} className="language-picker__hint">
        {t('language.hint')}
      </p>
    </div>
  );
}
