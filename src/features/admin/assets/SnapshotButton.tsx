import { useEffect, useRef, useState } from 'react';
import { uploadThumbnail } from '../../../data/sceneryAssets';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import type { TakeSnapshot } from './AssetPreview';

const SNAPSHOT_TEXTS = {
  take: 'Take snapshot',
  snapping: 'Snapping...',
  uploaded: 'Uploaded',
  failed: 'The snapshot could not be uploaded. Try again.',
} as const;

/** How long 'Uploaded' stays before the button reads 'Take snapshot' again (reference). */
const UPLOADED_MS = 1000;

/**
 * 'Take snapshot' → 'Snapping...' → 'Uploaded' (→ 'Take snapshot' after 1 s): the preview as
 * a 200 x 200 PNG, uploaded to thumbnails/{assetId}/ and stored as the asset's thumbnail.
 */
export function SnapshotButton({ assetId, take }: { assetId: string; take: TakeSnapshot | null }) {
  const [state, setState] = useState<'idle' | 'snapping' | 'uploaded'>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function snap() {
    if (!take || state === 'snapping') return;
    setState('snapping');
    setError(null);
    try {
      await uploadThumbnail(assetId, take());
      setState('uploaded');
      timer.current = setTimeout(() => setState('idle'), UPLOADED_MS);
    } catch {
      setState('idle');
      setError(SNAPSHOT_TEXTS.failed);
    }
  }

  const label =
    state === 'snapping'
      ? SNAPSHOT_TEXTS.snapping
      : state === 'uploaded'
        ? SNAPSHOT_TEXTS.uploaded
        : SNAPSHOT_TEXTS.take;
  return (
    <div className="admin-actions">
      <Button onClick={() => void snap()} disabled={!take || state === 'snapping'}>
        {label}
      </Button>
      <FormError message={error} />
    </div>
  );
}
