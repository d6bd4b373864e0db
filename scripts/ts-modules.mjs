// Plain-Node scripts share rules with the app and functions by loading their TypeScript through
// Vite's module runner (Node 20 cannot run TypeScript itself), rather than keeping copies.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Imports a TypeScript module by its path from the repository's root, e.g. 'src/domain/bots.ts'. */
export async function importTs(path) {
  const { module } = await runnerImport(`${ROOT}${path}`, { configFile: false, logLevel: 'warn' });
  return module;
}
