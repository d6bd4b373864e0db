import {
  cloneElement,
  useCallback,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Language } from '../../domain/languages';
import { currentLanguage, i18n, type MessageId } from './i18n';

type Values = Record<string, string | number>;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The language shown now; a component that reads it re-renders when it changes. (React's own
 * store hook rather than @lingui/react's provider: that package brings a React 17 shim which
 * split a shared chunk off the walk path.)
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}

/**
 * The current language's text for a message id, with its ICU values (plurals, names); the
 * component re-renders when the language changes. Ids are the English catalog's keys.
 */
export function useT(): (id: MessageId, values?: Values) => string {
  const language = useLanguage();
  // A new function per language, so memoised children follow a switch too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: Values) => i18n._(id, values), [language]);
}

/** `<0>text</0>` (an element around words) or `<0/>` (an element alone) in a message. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/** The message as nodes: each numbered tag becomes that component, holding the tag's words. */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, paired, inner, single] = match;
    const element = components[paired ?? single ?? ''];
    const key = `${match.index}`;
    if (element) nodes.push(cloneElement(element, { key }, inner ?? undefined));
    else if (inner) nodes.push(inner);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
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
  const t = useT();
  return <>{withElements(t(id, values), components)}</>;
}

/** Numbers, dates and amounts in the person's language (Intl). */
export function useFormats() {
  const language = useLanguage();
  return {
    language,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(language, options).format(value),
    date: (value: Date, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, options ?? { dateStyle: 'medium' }).format(value),
    currency: (value: number, currency: string, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(language, { ...options, style: 'currency', currency }).format(value),
  };
}
