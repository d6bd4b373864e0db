import { useId, useState } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../domain/languages';
import { FormError } from './errorTexts';
import { chooseAndRemember } from './i18n';
import { useLanguage, useT } from './useT';
import './languages.css';

/**
 * The language picker: each language under its own name (with its `lang`, so a screen reader
 * says it in that language). The page changes at once, without a reload; the choice is kept on
 * this device and, signed in, in the profile (a refused write is said: the other devices would
 * not follow).
 */
export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const current = useLanguage();
  const [notSaved, setNotSaved] = useState(false);
  return (
    <div className="language-picker">
      <label className="ui-field">
        {t('language.label')}
        <select
          value={current}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            if (!isLanguage(e.target.value)) return;
            setNotSaved(false);
            chooseAndRemember(e.target.value).catch(() => setNotSaved(true));
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
      <FormError message={notSaved ? t('language.notSaved') : null} />
    </div>
  );
}
