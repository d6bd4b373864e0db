import { useState } from 'react';
import {
  createAsset,
  ModelCheckTimeout,
  saveAsset,
  uploadModel,
} from '../../../data/sceneryAssets';
import { modelPathFor, type SceneryAssetDoc } from '../../../domain/models/assets';
import {
  assetDocumentOf,
  formValuesOf,
  hasEdits,
  NEW_ASSET_VALUES,
  type AssetFormValues,
} from '../../../domain/models/assetForm';
import { ASSET_FORM_TEXTS } from './assetTexts';
import type { ChosenModel } from './ModelFileField';

function messageOf(error: unknown): string {
  if (error instanceof ModelCheckTimeout) return ASSET_FORM_TEXTS.checkTimeout;
  const code = (error as { code?: string }).code ?? '';
  if (code.endsWith('permission-denied') || code.endsWith('unauthorized')) {
    return ASSET_FORM_TEXTS.denied;
  }
  return ASSET_FORM_TEXTS.failed;
}

/**
 * The asset form's state and its one action: Create asset (new: upload the model, wait for
 * the server's check, store the document) or Save changes (edit: the same when the model is
 * replaced, then the fields). Every await ends in an outcome on screen.
 */
export function useAssetForm(
  assetId: string,
  stored: SceneryAssetDoc | null,
  onCreated?: (assetId: string) => void,
) {
  const [values, setValues] = useState<AssetFormValues>(() =>
    stored ? formValuesOf(stored) : NEW_ASSET_VALUES,
  );
  const [model, setModelState] = useState<ChosenModel | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const baseline = stored ? formValuesOf(stored) : NEW_ASSET_VALUES;
  const edited = hasEdits(values, baseline) || model !== null;
  const canSubmit = stored ? !busy : !busy && model !== null && values.name.trim() !== '';

  function change(patch: Partial<AssetFormValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setSaved(false);
  }

  /** A new model's material colours: its own, unless the form has one for that name. */
  function setModel(next: ChosenModel | null) {
    setModelState(next);
    setSaved(false);
    if (!next) return;
    setValues((v) => ({
      ...v,
      materials: Object.fromEntries(
        next.materials.map((m) => [m.name, v.materials[m.name] ?? m.colour]),
      ),
    }));
  }

  async function submit() {
    if (!canSubmit) return;
    const modelPath = model ? modelPathFor(assetId, model.file.name) : stored?.modelPath;
    if (!modelPath) return;
    const result = assetDocumentOf(values, modelPath, stored?.instancingData);
    if (!result.ok) return setError(result.message);
    setBusy(true);
    setError(null);
    try {
      if (model) {
        const check = await uploadModel(assetId, model.file);
        if (!check.ok) return setError(ASSET_FORM_TEXTS.refused(check.message));
      }
      if (stored) {
        await saveAsset(assetId, result.document);
        setModelState(null);
        setValues(formValuesOf({ ...stored, ...result.document }));
        setSaved(true);
      } else {
        await createAsset(assetId, result.document);
        onCreated?.(assetId);
      }
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return { values, change, model, setModel, busy, error, saved, edited, canSubmit, submit };
}
