/** Dependencies of functions/package.json that functions/node_modules lacks. */
export function missingFunctionsDeps(functionsDir?: string): string[];
/** Installs the functions package's dependencies when any of them is missing. */
export function ensureFunctionsDeps(): void;
