export { LanguageProvider } from './LanguageProvider';
export { LanguagePicker } from './LanguagePicker';
export { RichText, useFormats, useLanguage, useT } from './useT';
export type { MessageId } from './i18n';
export { FormError, useErrorText, type CallRefusal } from './errorTexts';
export { useEmailText } from './emailTexts';
