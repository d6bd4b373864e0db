import { Trans, useLingui } from '@lingui/react';
import { useCallback, type ReactElement } from 'react';
import { currentLanguage, type MessageId } from './i18n';

type Values = Record<string, string | number>;

/**
 * The current language's text for a message id, with its ICU values (plurals, names); the
 * component re-renders when the language changes. Ids are the English catalog's keys.
 */
export function useT(): (id: MessageId, values?: Values) => string {
  const { i18n } = useLingui();
  // The callback changes with the language, so memoised children follow a switch too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: Values) => i18n._(id, values), [i18n, i18n.locale]);
}

/**
 * A message with elements inside it ('... or <0>try the demo world</0> first.'): the
 * translation decides where the link goes, so a sentence is never cut into pieces.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Values;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}

/** Numbers, dates and amounts in the person's language (Intl). */
export function useFormats() {
  const { i18n } = useLingui();
  const language = i18n.locale || currentLanguage();
  return {
    language,
    number: (value: number) => new Intl.NumberFormat(language).format(value),
    date: (value: Date, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, options ?? { dateStyle: 'medium' }).format(value),
    currency: (value: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(value),
  };
}
