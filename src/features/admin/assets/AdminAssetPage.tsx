import { lazy, Suspense, useEffect, useState } from 'react';
import { loadModelBytes, watchAsset, watchModelCheck } from '../../../data/sceneryAssets';
import type { SceneryAssetDoc } from '../../../domain/models/assets';
import { modelMaterials, type ModelMaterial } from '../../../domain/models/modelMaterials';
import type { ModelCheckRecord } from '../../../domain/models/modelFile';
import { FormError } from '../../../ui/FormError';
import { useT } from '../../languages';
import { useLive } from '../../../ui/useLive';
import { AdminBackLink } from '../AdminBackLink';
import type { TakeSnapshot } from './AssetPreview';
import { AssetForm } from './AssetForm';
import { useAssetText } from './assetTexts';
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
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!modelPath) return;
    let live = true;
    setModel(null);
    setFailed(false);
    loadModelBytes(modelPath).then(
      (bytes) => {
        const filename = modelPath.split('/').pop() ?? '';
        if (live) setModel({ bytes, materials: modelMaterials(new Uint8Array(bytes), filename) });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [modelPath]);
  return { model, failed };
}

/** What the server said about the last model uploaded here, when it refused it. */
function RefusedUpload({ assetId }: { assetId: string }) {
  const t = useT();
  const assetText = useAssetText();
  const check = useLive<ModelCheckRecord | null>(
    (next, fail) => watchModelCheck(assetId, next, fail),
    [assetId],
  );
  if (check.status !== 'ready' || !check.value || check.value.ok) return null;
  const name = check.value.path.split('/').pop();
  const message = assetText(check.value.message);
  return <FormError message={t('assets.refusedModel', { name: name ?? '', message })} />;
}

function AssetEditor({ assetId, asset }: { assetId: string; asset: SceneryAssetDoc }) {
  const t = useT();
  const { model, failed } = useModel(asset.modelPath);
  const error = failed ? t('assets.modelLoadFailed') : null;
  const [take, setTake] = useState<TakeSnapshot | null>(null);
  return (
    <>
      <h2 id="asset-title">{asset.name}</h2>
      {asset.kind ? (
        <p>{t('assets.builtIn', { kind: asset.kind })}</p>
      ) : (
        <div className="asset-snapshot">
          <FormError message={error} />
          {!error && !model && <p role="status">{t('assets.loadingModel')}</p>}
          {model && (
            <Suspense fallback={<p role="status">{t('assets.loadingPreview')}</p>}>
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
              {t('assets.thumbnail')}{' '}
              <img
                src={asset.thumbnail}
                alt={t('assets.thumbnailOf', { name: asset.name })}
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
  const t = useT();
  const assetText = useAssetText();
  const { assetId = '' } = useParams();
  const asset = useLive<SceneryAssetDoc | null>(
    (next, fail) => watchAsset(assetId, next, fail),
    [assetId],
  );
  return (
    <section className="admin-page" aria-labelledby="asset-title">
      {asset.status === 'loading' && <p role="status">{t('assets.loadingAsset')}</p>}
      {asset.status === 'error' && <FormError message={assetText(asset.message)} />}
      {asset.status === 'ready' &&
        (asset.value ? (
          <AssetEditor key={assetId} assetId={assetId} asset={asset.value} />
        ) : (
          <>
            <h2 id="asset-title">{t('assets.noAsset')}</h2>
            <AdminBackLink />
          </>
        ))}
    </section>
  );
}
