import { useEffect, useState } from 'react';
import { listAssets, type AssetSummary } from '../../../data/sceneryAssets';
import { FormError, useT } from '../../languages';
import { liveErrorMessage } from '../../../ui/useLive';
import '../admin.css';
import './assets.css';
import { Link } from '../../../ui/routing';

/** /admin/assets (staff): every scenery asset, and the way to create one. */
export default function AdminAssetsPage() {
  const t = useT();
  const [assets, setAssets] = useState<AssetSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    listAssets().then(
      (found) => live && setAssets(found),
      (e: Error) => live && setError(liveErrorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="admin-page" aria-labelledby="assets-title">
      <h2 id="assets-title">{t('assets.title')}</h2>
      <p>
        <Link to="/admin/assets/new">{t('assets.create')}</Link>
      </p>
      {error && <FormError message={error} />}
      {!error && !assets && <p role="status">{t('assets.loadingAssets')}</p>}
      {assets && (
        <ul className="asset-list">
          {assets.map((a) => (
            <li key={a.id}>
              {a.thumbnail ? (
                <img src={a.thumbnail} alt="" width={48} height={48} />
              ) : (
                <span className="asset-list__blank" aria-hidden="true" />
              )}
              {a.builtIn ? (
                <span>{t('assets.builtInName', { name: a.name })}</span>
              ) : (
                <Link to={`/admin/asset/${a.id}`}>{a.name}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
