import { useState } from 'react';
import { newAssetId } from '../../../data/sceneryAssets';
import { useT } from '../../languages';
import { AdminBackLink } from '../AdminBackLink';
import { AssetForm } from './AssetForm';
import '../admin.css';
import './assets.css';
import { useNavigate } from '../../../ui/routing';

/**
 * /admin/assets/new (staff): the asset form with no asset yet. Its id is chosen here, so the
 * model uploads to models/{assetId}/ before the document exists; once created, the page
 * becomes the asset's own (/admin/asset/{assetId}, the edit form and the snapshot).
 */
export default function NewAssetPage() {
  const t = useT();
  const [assetId] = useState(newAssetId);
  const navigate = useNavigate();
  return (
    <section className="admin-page" aria-labelledby="new-asset-title">
      <h2 id="new-asset-title">{t('assets.newTitle')}</h2>
      <AssetForm
        assetId={assetId}
        stored={null}
        onCreated={(id) => navigate(`/admin/asset/${id}`, { replace: true })}
      />
      <AdminBackLink />
    </section>
  );
}
