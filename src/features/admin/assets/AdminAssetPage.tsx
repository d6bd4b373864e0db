import { lazy, Suspense, useEffect, useState } from 'react';
import { loadModelBytes, watchAsset, watchModelCheck } from '../../../data/sceneryAssets';
import { ASSET_TEXTS, type SceneryAssetDoc } from '../../../domain/models/assets';
import { modelMaterials, type ModelMaterial } from '../../../domain/models/modelMaterials';
import type { ModelCheckRecord } from '../../../domain/models/modelFile';
import { FormError } from '../../../ui/FormError';
import { useLive } from '../../../ui/useLive';
import { AdminBackLink } from '../AdminBackLink';
import type { TakeSnapshot } from './AssetPreview';
import { AssetForm } from './AssetForm';
import { SnapshotButton } from './SnapshotButton';
import '../admin.css';
import './assets.css';
import { useParams } from '../../../ui/routing';

const AssetPreview = lazy(() => import('./AssetPreview'));

/** The stored model's bytes and materials, read once per model path. */
function useModel(modelPath: string | undefined) {
  const [model, setModel] = useState<{ bytes: ArrayBuffer; materials: ModelMaterial[] } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!modelPath) return;
    let live = true;
    setModel(null);
    setError(null);
    loadModelBytes(modelPath).then(
      (bytes) => {
        const filename = modelPath.split('/').pop() ?? '';
        if (live) setModel({ bytes, materials: modelMaterials(new Uint8Array(bytes), filename) });
      },
      () => live && setError('The model file could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [modelPath]);
  return { model, error };
}

/** What the server said about the last model uploaded here, when it refused it. */
function RefusedUpload({ assetId }: { assetId: string }) {
  const check = useLive<ModelCheckRecord | null>(
    (next, fail) => watchModelCheck(assetId, next, fail),
    [assetId],
  );
  if (check.status !== 'ready' || !check.value || check.value.ok) return null;
  const name = check.value.path.split('/').pop();
  return <FormError message={`The server refused the model ${name}: ${check.value.message}`} />;
}

function AssetEditor({ assetId, asset }: { assetId: string; asset: SceneryAssetDoc }) {
  const { model, error } = useModel(asset.modelPath);
  const [take, setTake] = useState<TakeSnapshot | null>(null);
  return (
    <>
      <h2 id="asset-title">{asset.name}</h2>
      {asset.kind ? (
        <p>A built-in scenery kind ({asset.kind}): it has no model to preview.</p>
      ) : (
        <div className="asset-snapshot">
          <FormError message={error} />
          {!error && !model && <p role="status">Loading the model...</p>}
          {model && (
            <Suspense fallback={<p role="status">Loading the preview...</p>}>
              <AssetPreview
                key={asset.modelPath}
                bytes={model.bytes}
                asset={asset}
                onReady={(t) => setTake(() => t)}
              />
            </Suspense>
          )}
          <SnapshotButton assetId={assetId} take={take} />
          {asset.thumbnail && (
            <p className="asset-thumbnail">
              Thumbnail:{' '}
              <img
                src={asset.thumbnail}
                alt={`Thumbnail of ${asset.name}`}
                width={100}
                height={100}
              />
            </p>
          )}
        </div>
      )}
      <RefusedUpload assetId={assetId} />
      {asset.modelPath && (
        <AssetForm
          assetId={assetId}
          stored={asset}
          storedMaterials={
            // Without the model (it could not be loaded): the colours the asset stores.
            model?.materials ??
            (error
              ? Object.entries(asset.materials).map(([name, colour]) => ({ name, colour }))
              : null)
          }
        />
      )}
    </>
  );
}

/** /admin/asset/{assetId} (staff): the asset's preview and snapshot, and its edit form. */
export default function AdminAssetPage() {
  const { assetId = '' } = useParams();
  const asset = useLive<SceneryAssetDoc | null>(
    (next, fail) => watchAsset(assetId, next, fail),
    [assetId],
  );
  return (
    <section className="admin-page" aria-labelledby="asset-title">
      {asset.status === 'loading' && <p role="status">Loading asset...</p>}
      {asset.status === 'error' && <FormError message={asset.message} />}
      {asset.status === 'ready' &&
        (asset.value ? (
          <AssetEditor key={assetId} assetId={assetId} asset={asset.value} />
        ) : (
          <>
            <h2 id="asset-title">{ASSET_TEXTS.noAsset}</h2>
            <AdminBackLink />
          </>
        ))}
    </section>
  );
}
