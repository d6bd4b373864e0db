import { doc, getDocs, onSnapshot, setDoc, updateDoc } from 'firebase/firestore';
import { getBytes, getDownloadURL, ref, uploadBytes, uploadString } from 'firebase/storage';
import { modelPathFor, parseSceneryAsset, type SceneryAssetDoc } from '../domain/models/assets';
import type { AssetFormDocument } from '../domain/models/assetForm';
import type { ModelCheckRecord } from '../domain/models/modelFile';
import { db } from './firestoreDb';
import { paths } from './paths';
import { storage } from './storage';

/*
 * The staff's scenery assets (assets/{assetId}), their model files (models/{assetId}/) and
 * thumbnails (thumbnails/{assetId}/). Only the admin pages' lazy chunks import this module.
 */

export interface AssetSummary {
  id: string;
  name: string;
  thumbnail: string | null;
  /** A built-in procedural kind rather than an uploaded model. */
  builtIn: boolean;
}

/** A fresh asset id (nothing is written until Create asset). */
export function newAssetId(): string {
  return doc(paths.assets()).id;
}

/** Every asset, by name (the /admin/assets list). */
export async function listAssets(): Promise<AssetSummary[]> {
  const snap = await getDocs(paths.assets());
  return snap.docs
    .map((d) => {
      const data = d.data();
      return {
        id: d.id,
        name: typeof data.name === 'string' ? data.name : d.id,
        thumbnail: typeof data.thumbnail === 'string' && data.thumbnail ? data.thumbnail : null,
        builtIn: typeof data.kind === 'string',
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Listens to one asset: null when there is none. A document the schema refuses is reported as
 * an error with the schema's message.
 */
export function watchAsset(
  assetId: string,
  callback: (asset: SceneryAssetDoc | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    paths.asset(assetId),
    (snap) => {
      if (!snap.exists()) return callback(null);
      const parsed = parseSceneryAsset(assetId, snap.data());
      if (parsed.ok) callback(parsed.asset);
      else onError(new Error(parsed.message));
    },
    onError,
  );
}

const modelCheckRef = (assetId: string) => doc(db, 'modelChecks', assetId);

/** Listens to the server's check of the model last uploaded for the asset (null: none yet). */
export function watchModelCheck(
  assetId: string,
  callback: (check: ModelCheckRecord | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    modelCheckRef(assetId),
    (snap) => callback(snap.exists() ? (snap.data() as ModelCheckRecord) : null),
    onError,
  );
}

/** How long the server's check of an upload may take before the form says so. */
const MODEL_CHECK_TIMEOUT_MS = 60_000;

export class ModelCheckTimeout extends Error {}

/**
 * Uploads a model to models/{assetId}/{file name} and resolves with the server's check of
 * exactly that upload (storage-checkModelUpload deletes a refused file).
 */
export async function uploadModel(assetId: string, file: File): Promise<ModelCheckRecord> {
  const path = modelPathFor(assetId, file.name);
  // Listening before uploading: the check may land before uploadBytes resolves.
  const checks: ModelCheckRecord[] = [];
  let wake: () => void = () => undefined;
  let failure: Error | null = null;
  const stop = watchModelCheck(
    assetId,
    (check) => {
      if (check) checks.push(check);
      wake();
    },
    (error) => {
      failure = error;
      wake();
    },
  );
  try {
    const contentType = file.name.toLowerCase().endsWith('.glb')
      ? 'model/gltf-binary'
      : 'model/gltf+json';
    const result = await uploadBytes(ref(storage, path), file, { contentType });
    const generation = String(result.metadata.generation ?? '');
    const deadline = Date.now() + MODEL_CHECK_TIMEOUT_MS;
    for (;;) {
      const mine = checks.find(
        (c) => c.path === path && (!generation || !c.generation || c.generation === generation),
      );
      if (mine) return mine;
      if (failure) throw failure;
      const left = deadline - Date.now();
      if (left <= 0) throw new ModelCheckTimeout('The model check did not answer.');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.min(left, 1000));
      });
    }
  } finally {
    stop();
  }
}

/** Stores a new asset (staff; the rules check every field as the schema does). */
export async function createAsset(assetId: string, document: AssetFormDocument): Promise<void> {
  await setDoc(paths.asset(assetId), document);
}

/** Saves the form's fields of an asset; its thumbnail stays as the last snapshot left it. */
export async function saveAsset(assetId: string, document: AssetFormDocument): Promise<void> {
  await updateDoc(paths.asset(assetId), { ...document });
}

/** The bytes of an asset's model (the preview draws them; the form reads material names). */
export async function loadModelBytes(modelPath: string): Promise<ArrayBuffer> {
  return getBytes(ref(storage, modelPath));
}

/** Uploads a snapshot (a PNG data URL) as the asset's thumbnail and stores its address. */
export async function uploadThumbnail(assetId: string, dataUrl: string): Promise<string> {
  const object = ref(storage, `thumbnails/${assetId}/thumbnail-${Date.now()}.png`);
  await uploadString(object, dataUrl, 'data_url');
  const url = await getDownloadURL(object);
  await updateDoc(paths.asset(assetId), { thumbnail: url });
  return url;
}
