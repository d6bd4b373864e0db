import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

/** Where the app serves three's Draco decoder (vite.config.ts copies it there); never a CDN. */
const DRACO_DECODER_PATH = '/decoders/draco/';

/**
 * One promise per key for the page's life, for React's `use`: every mount asking for the same
 * file gets the same promise (so Suspense resolves once). A rejected one is forgotten, so the
 * next mount (after the boundary reported the failure) asks again.
 */
export function sharedPromise<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

let loader: GLTFLoader | null = null;
function gltfLoader(): GLTFLoader {
  if (!loader) {
    const draco = new DRACOLoader().setDecoderPath(DRACO_DECODER_PATH);
    loader = new GLTFLoader().setDRACOLoader(draco).setMeshoptDecoder(MeshoptDecoder);
  }
  return loader;
}

/**
 * The parsed model at `url`, downloaded once and shared by every placement of it (three's
 * GLTFLoader directly: drei's useGLTF wraps the same loader, but its r3f useLoader would sit
 * in the shared r3f chunk on every visitor's walk path).
 */
const models = new Map<string, Promise<GLTF>>();
export function loadModel(url: string): Promise<GLTF> {
  return sharedPromise(models, url, () => gltfLoader().loadAsync(url));
}
