import { useEffect, useState } from 'react';
import { listAssets, type AssetSummary } from '../../../data/sceneryAssets';
import { FormError } from '../../../ui/FormError';
import { liveErrorMessage } from '../../../ui/useLive';
import '../admin.css';
import './assets.css';
import { Link } from '../../../ui/routing';

/** /admin/assets (staff): every scenery asset, and the way to create one. */
export default function AdminAssetsPage() {
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
      <h2 id="assets-title">Scenery assets</h2>
      <p>
        <Link to="/admin/assets/new">Create asset</Link>
      </p>
      {error && <FormError message={error} />}
      {!error && !assets && <p role="status">Loading assets...</p>}
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
                <span>{a.name} (built in)</span>
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
