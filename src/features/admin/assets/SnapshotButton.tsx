import { useEffect, useRef, useState } from 'react';
import { uploadThumbnail } from '../../../data/sceneryAssets';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { useT } from '../../languages';
import type { TakeSnapshot } from './AssetPreview';

/** How long 'Uploaded' stays before the button reads 'Take snapshot' again (reference). */
const UPLOADED_MS = 1000;

/**
 * 'Take snapshot' → 'Snapping...' → 'Uploaded' (→ 'Take snapshot' after 1 s): the preview as
 * a 200 x 200 PNG, uploaded to thumbnails/{assetId}/ and stored as the asset's thumbnail.
 */
export function SnapshotButton({ assetId, take }: { assetId: string; take: TakeSnapshot | null }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'snapping' | 'uploaded'>('idle');
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function snap() {
    if (!take || state === 'snapping') return;
    setState('snapping');
    setFailed(false);
    try {
      await uploadThumbnail(assetId, take());
      setState('uploaded');
      timer.current = setTimeout(() => setState('idle'), UPLOADED_MS);
    } catch {
      setState('idle');
      setFailed(true);
    }
  }

  const label = t(
    state === 'snapping'
      ? 'assets.snapping'
      : state === 'uploaded'
        ? 'assets.uploaded'
        : 'assets.take',
  );
  return (
    <div className="admin-actions">
      <Button onClick={() => void snap()} disabled={!take || state === 'snapping'}>
        {label}
      </Button>
      <FormError message={failed ? t('assets.snapFailed') : null} />
    </div>
  );
}
