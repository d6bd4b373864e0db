/**
 * What builds give Firestore's SDK in place of re2js (vite.config.ts, `firestoreWithoutRegex`).
 * The SDK imports that regular-expression engine statically, but only evaluates it for three
 * functions of pipeline queries (like, regex_contains, regex_match) run in the browser. This
 * app runs no pipelines (the dependency rule `no-firestore-pipelines` keeps it so), and the
 * engine was 44.5 KB gzip of the walk path. Were it reached, it throws, and the SDK turns the
 * throw into an error result of that one expression (its own try/catch around each call).
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Firestore pipeline regular expressions are not available in this app.');
  },
};
