// Compiles the translation catalogs (src/features/languages/catalogs/<language>.json, ICU
// messages keyed by id) into the modules the app loads (compiled/<language>.ts): each message
// parsed ahead of time by Lingui's own compiler, so the browser carries only Lingui's small
// runtime and no message parser. It is what `lingui compile` does; Lingui 6's CLI and Vite plugin
// need Node 22 (fs.globSync), and this project runs on Node 20.
//   node scripts/i18n/compile-catalogs.mjs           writes the modules
//   A unit test (catalogs.test.ts) fails when a module is not what this would write.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const ROOT = new URL('../../src/features/languages/', import.meta.url).pathname;
const CATALOGS = join(ROOT, 'catalogs');
const COMPILED = join(ROOT, 'compiled');

/** A plain text stays a string (the runtime returns it as it is); the rest are token lists. */
function compiled(source) {
  const tokens = compileMessage(source);
  return tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
}

/** The module's text for one catalog (its messages as JSON, read once by JSON.parse). */
export function compiledModule(language, catalog) {
  const messages = Object.fromEntries(
    Object.entries(catalog).map(([id, source]) => [id, compiled(source)]),
  );
  return [
    `// Generated from catalogs/${language}.json by scripts/i18n/compile-catalogs.mjs: do not edit.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
    '',
  ].join('\n');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const file of readdirSync(CATALOGS).filter((name) => name.endsWith('.json'))) {
    const language = file.replace(/\.json$/, '');
    const catalog = JSON.parse(readFileSync(join(CATALOGS, file), 'utf8'));
    writeFileSync(join(COMPILED, `${language}.ts`), compiledModule(language, catalog));
    console.log(`compiled/${language}.ts: ${Object.keys(catalog).length} messages`);
  }
}
