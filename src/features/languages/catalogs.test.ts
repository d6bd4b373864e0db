import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compiledModule } from '../../../scripts/i18n/compile-catalogs.mjs';
import { LANGUAGES } from '../../domain/languages';

const catalogOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./catalogs/${language}.json`, import.meta.url), 'utf8'));
const source = catalogOf('en');
const translations = LANGUAGES.filter((language) => language !== 'en');

/** A compiled message: text, or [name] / [name, type, cases] for a variable. */
type Tokens = string | (string | [string, string?, Record<string, Tokens | number | undefined>?])[];

/** The variables ({name}, {n, plural...}) a compiled message uses, sorted. */
function variablesOf(message: Tokens): string[] {
  const names = new Set<string>();
  const walk = (tokens: Tokens) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases = {}] = token;
      names.add(name);
      // A plural's cases hold messages; its offset (a number, or undefined) does not.
      for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(message);
  return [...names].sort();
}

/** The element tags (<0>...</0>) a message places. */
const tagsOf = (message: string) => [...message.matchAll(/<(\d+)>/g)].map((m) => m[1]).sort();

describe.each(translations)('the %s catalog', (language) => {
  const catalog = catalogOf(language);
  it('has every message of the English catalog, and no other', () => {
    const missing = Object.keys(source).filter((id) => !(id in catalog));
    const extra = Object.keys(catalog).filter((id) => !(id in source));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });
  it('translates each one (not empty) with the same variables and elements', () => {
    for (const [id, english] of Object.entries(source)) {
      const message = catalog[id] ?? '';
      expect(message.trim(), id).not.toBe('');
      expect(variablesOf(compileMessage(message) as Tokens), id).toEqual(
        variablesOf(compileMessage(english) as Tokens),
      );
      expect(tagsOf(message), id).toEqual(tagsOf(english));
    }
  });
});

describe('the compiled catalogs', () => {
  it.each([...LANGUAGES])('compiled/%s.ts is what the catalog compiles to', (language) => {
    const written = readFileSync(new URL(`./compiled/${language}.ts`, import.meta.url), 'utf8');
    // If this fails: node scripts/i18n/compile-catalogs.mjs
    expect(written).toBe(compiledModule(language, catalogOf(language)));
  });
});
