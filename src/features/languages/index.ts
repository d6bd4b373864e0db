export { LanguageProvider } from './LanguageProvider';
export { LanguagePicker } from './LanguagePicker';
export { RichText, useFormats, useT } from './useT';
export type { MessageId } from './i18n';
