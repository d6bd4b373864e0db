/** Import rules from ARCHITECTURE.md: app → features → data / ui → domain, no cycles. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      from: { path: '^src/domain' },
      to: {
        path: '^src/(data|features|ui|app)|node_modules/(react|firebase|three|@react-three|zustand)',
      },
    },
    {
      name: 'only-data-imports-firebase',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/data' },
      to: { path: 'node_modules/(firebase|@firebase)/' },
    },
    {
      name: 'data-and-ui-below-features',
      severity: 'error',
      from: { path: '^src/(data|ui)' },
      to: { path: '^src/(features|app)' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      from: { path: '^src/features' },
      to: { path: '^src/app' },
    },
    {
      name: 'feature-uses-other-features-index-only',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/.+',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      // The client calls by key (callableNames.ts) and takes only the types of the registry:
      // its zod schemas would put every payload schema on the first screen and the walk path.
      name: 'client-calls-by-name',
      severity: 'error',
      from: { path: '^src/(data|features|ui|app)' },
      to: {
        path: '^src/domain/protocol/(callableRegistry|billingCallableRegistry)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      // Firestore's pipeline queries evaluate regular expressions with re2js, which builds
      // replace with src/data/re2jsUnavailable.ts (44.5 KB off the walk path): no pipelines.
      name: 'no-firestore-pipelines',
      severity: 'error',
      from: { path: '^src' },
      to: {
        path: 'node_modules/(firebase/firestore/pipelines|@firebase/firestore/dist/pipelines)',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
