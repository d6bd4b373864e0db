/** Types of no-untranslated-text.mjs for its unit test. */
import type { Rule } from 'eslint';
export const noUntranslatedText: Rule.RuleModule;
export const i18nPlugin: { rules: Record<string, Rule.RuleModule> };
