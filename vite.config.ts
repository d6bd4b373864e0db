import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Libraries that change far less often than our code get chunks of their own, so a release of
 * the app does not change their file names and browsers keep them cached.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  // three's controls (the editor's TransformControls), loaders (GLTFLoader, DRACOLoader) and
  // decoder libs (meshopt) stay with the lazy code that uses them: in this chunk they would be
  // on every visitor's walk path.
  {
    name: 'three',
    test: /[\\/]node_modules[\\/]three[\\/](?!examples[\\/]jsm[\\/](controls|loaders|libs)[\\/])/,
    priority: 2,
  },
  // The first screen's Firebase (app, Auth, Functions and what they share with Firestore).
  // (The router, wouter, is 2 KB: in the entry's chunk; a chunk of its own cost 0.4 KB more.)
  // `$initial`: only modules the entry imports statically, so Firestore and Storage,
  // which lazy chunks import, stay out of the first screen.
  {
    name: 'firebase',
    test: /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]/,
    tags: ['$initial' as const],
    priority: 2,
  },
];

/**
 * Everything else the entry imports statically joins the entry's chunk. The first screen
 * evaluates all of it anyway, but without this Rolldown gives each module a lazy chunk also
 * imports (Modal, TextField, the callables, the animals' catalogue...) a chunk of its own: 16
 * files of 0.1 to 3.7 KB, each with its own gzip stream, imports and exports, and request.
 * Lazy chunks import them from the entry's chunk, already loaded. CSS keeps its order (the
 * button's rules, then the entry's).
 */
const ENTRY_CHUNK = { name: 'index', tags: ['$initial' as const], priority: 1 };

/**
 * The origins a first visit to an event calls before its join form can show: the Auth API
 * (the guest sign-in and its account lookup) and the callable functions (event access, in the
 * default region us-central1). Against the emulators, their local ports.
 */
function firstCallOrigins(env: Record<string, string | undefined>): string[] {
  const configured = env.VITE_FIREBASE_CONFIG;
  if (configured) {
    const { projectId } = JSON.parse(configured) as { projectId: string };
    return [
      'https://identitytoolkit.googleapis.com',
      `https://us-central1-${projectId}.cloudfunctions.net`,
    ];
  }
  const host = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
  return [`http://${host}:9099`, `http://${host}:5001`];
}

/**
 * Adds <link rel="preconnect"> for those origins to index.html, so the DNS, TCP and TLS set-up
 * (several round trips on a slow link) happens while the code downloads, not in front of the
 * first sign-in request. `crossorigin`: the SDKs' fetches carry no credentials.
 */
function preconnectFirstCalls(): Plugin {
  let origins: string[] = [];
  return {
    name: 'menagerie-preconnect',
    configResolved(config) {
      origins = firstCallOrigins(config.env);
    },
    transformIndexHtml() {
      return origins.map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, crossorigin: true },
        injectTo: 'head' as const,
      }));
    },
  };
}

/** Where the app serves the Draco decoder from (src/features/world/models/decoders.ts). */
const DRACO_URL = '/decoders/draco/';
const DRACO_FILES = ['draco_decoder.js', 'draco_decoder.wasm', 'draco_wasm_wrapper.js'];
const DRACO_DIR = 'node_modules/three/examples/jsm/libs/draco/';

/**
 * Serves three's Draco decoder files at /decoders/draco/ from node_modules, in the dev server
 * and as files of the build, so a Draco-compressed scenery model never needs a CDN. They are
 * fetched only when a model uses Draco (the GLTF loader is itself a lazy chunk).
 */
function serveDracoDecoder(): Plugin {
  return {
    name: 'menagerie-draco-decoder',
    configureServer(server) {
      server.middlewares.use(DRACO_URL, (request, response, next) => {
        const file = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!DRACO_FILES.includes(file)) return next();
        const type = file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
        response.setHeader('Content-Type', type);
        response.end(readFileSync(DRACO_DIR + file));
      });
    },
    generateBundle() {
      for (const file of DRACO_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${DRACO_URL.slice(1)}${file}`,
          source: readFileSync(DRACO_DIR + file),
        });
      }
    },
  };
}

/**
 * A build plugin that gives one package's imports of `source` the module `replacement`; other
 * importers (our own code included) keep the library, and so does the dev server.
 */
function redirectImport(
  name: string,
  source: string,
  importerPackage: RegExp,
  replacement: string,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== source || !importer) return null;
      return importerPackage.test(importer) ? replacement : null;
    },
  };
}

/**
 * react-three-fiber gets src/features/world/threeCatalogue.ts for 'three': its <Canvas>
 * registers every export of what it imports as a JSX element, so with the library itself none
 * of three could be dropped from the walk path. Our own imports of 'three' name what they use.
 */
const r3fThreeCatalogue = () =>
  redirectImport(
    'menagerie-r3f-three-catalogue',
    'three',
    /[\\/]node_modules[\\/]@react-three[\\/]fiber[\\/]/,
    fileURLToPath(new URL('./src/features/world/threeCatalogue.ts', import.meta.url)),
  );

/**
 * Firestore's SDK gets src/data/re2jsUnavailable.ts for 're2js', a regular-expression engine it
 * imports statically and uses only to evaluate pipeline queries, which this app never runs
 * (that module says why, and what happens were one run): 44.5 KB gzip off the walk path.
 */
const firestoreWithoutRegex = () =>
  redirectImport(
    'menagerie-firestore-without-regex',
    're2js',
    /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]/,
    fileURLToPath(new URL('./src/data/re2jsUnavailable.ts', import.meta.url)),
  );

/** The 'use-sync-external-store' shim's entry points, and the same package's for React 18+. */
const SYNC_EXTERNAL_STORE_WITHOUT_SHIM: Record<string, string> = {
  'use-sync-external-store/shim': 'use-sync-external-store',
  'use-sync-external-store/shim/index.js': 'use-sync-external-store',
  'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector.js',
  'use-sync-external-store/shim/with-selector.js': 'use-sync-external-store/with-selector.js',
};

/**
 * wouter (the router) and react-three-fiber's zustand import useSyncExternalStore from the
 * 'use-sync-external-store' shim, written for Reacts before 18. Under React 19 the shim hands
 * out React's own, but its fallback ships with it (on the first screen and in r3f's chunk).
 * Builds take the package's own entry points for React 18+ instead, which are React's
 * useSyncExternalStore (and the selector on top of it); the dev server keeps the shim.
 */
function syncExternalStoreWithoutShim(): Plugin {
  return {
    name: 'menagerie-sync-external-store-without-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = SYNC_EXTERNAL_STORE_WITHOUT_SHIM[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preconnectFirstCalls(),
    serveDracoDecoder(),
    r3fThreeCatalogue(),
    firestoreWithoutRegex(),
    syncExternalStoreWithoutShim(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The dev server transforms a module when a browser first asks for it, and pre-bundles a
    // dependency when a module first imports it. The world's lazy chunks (the model loader and
    // its three.js loaders, the animals, the session) came late on a fresh clone: the first
    // /demo waited for them one waterfall step at a time, and the animals' pixel test (the first
    // e2e test on the dev server) timed out waiting for the glTF market twice in a row on a cold
    // cache. Warmed at start, they are ready before the first visitor.
    warmup: {
      clientFiles: [
        './src/main.tsx',
        './src/app/EventSession.tsx',
        './src/features/world/WorldView.tsx',
        './src/features/world/models/*.tsx',
        './src/features/avatars/*.tsx',
      ],
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // Constants inlined across modules, through chains (DEBUG_HANDLE_ENABLED is
      // WORLD_HANDLE_ENABLED is TEST_HOOKS_ENABLED || ...): with the default (smart, one pass) a
      // production build kept the world's debug handle, switched off, in WorldView's chunk.
      optimization: { inlineConst: { mode: 'all', pass: 3 } },
      output: { codeSplitting: { groups: [...VENDOR_CHUNKS, ENTRY_CHUNK] } },
    },
  },
});
