import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { i18nPlugin } from './scripts/lint/no-untranslated-text.mjs';

/**
 * The screens whose texts go through the translation catalogs (issue 34): the one list to
 * widen as more screens are converted. In them, a user-facing literal in JSX is an error.
 */
const TRANSLATED_FILES = [
  'src/app/AccountShell.tsx',
  'src/features/account/**/*.tsx',
  'src/features/admin/**/*.tsx',
  'src/features/billing/**/*.tsx',
  'src/features/dashboard/**/*.tsx',
  // Event creation and the organisers' settings, permissions and invite prompt.
  'src/features/events/**/*.tsx',
  // The organisers' numbers (a page of its own, /event/{slug}/insights).
  'src/features/insights/**/*.tsx',
  'src/features/invites/**/*.tsx',
  'src/features/languages/**/*.tsx',
  'src/features/profile/**/*.tsx',
  // Signing in and up: lazy pages and forms, off the first screen and the walk path.
  'src/features/signin/**/*.tsx',
  'src/features/signup/**/*.tsx',
];
/**
 * Parts of those folders not converted yet: none today (the staff's scenery and avatar pages
 * were the last); the list stays for the next folder converted in parts.
 * @type {string[]}
 */
const NOT_YET_TRANSLATED = [];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-walk',
      'dist-e2e',
      'node_modules',
      'functions/lib',
      'functions/node_modules',
      '.emulators',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Accessibility of the markup, checked as it is written (axe checks the rendered screens).
    ...jsxA11y.flatConfigs.recommended,
    files: ['src/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Containers may handle keys bubbling from their focusable children (Escape closes a
      // panel, arrows move between rows); a click handler on a non-interactive element is
      // still an error.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      // The world canvas (role application) and the chat log (a scrollable region) must take
      // keyboard focus: the world to walk, the log to scroll.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'application', 'log'] },
      ],
    },
  },
  {
    files: TRANSLATED_FILES,
    ignores: NOT_YET_TRANSLATED,
    plugins: { menagerie: i18nPlugin },
    rules: { 'menagerie/no-untranslated-text': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Only src/data may talk to Firebase (ARCHITECTURE.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Import Firebase only from src/data.' },
          ],
        },
      ],
    },
  },
  {
    // src/domain is pure: no React, no Firebase, no three.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'firebase',
                'firebase/*',
                'three',
                '@react-three/*',
                'zustand',
              ],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // The functions' log lines are the named functions of functions/src/shared/log.ts, which
    // keep e-mail addresses and codes out of them (issue 29): no logger or console elsewhere.
    // Tests may import the logger to spy on it.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/shared/log.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['firebase-functions', 'firebase-functions/v1', 'firebase-functions/v2'].map(
            (name) => ({
              name,
              importNames: ['logger'],
              message: 'Log through a named function of functions/src/shared/log.ts.',
            }),
          ),
          patterns: [
            {
              group: ['firebase-functions/logger', 'firebase-functions/logger/*'],
              message: 'Log through a named function of functions/src/shared/log.ts.',
            },
          ],
        },
      ],
    },
  },
);
