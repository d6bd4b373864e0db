/** Types of compile-catalogs.mjs for the catalogs' unit test. */
export function compiledModule(language: string, catalog: Record<string, string>): string;
