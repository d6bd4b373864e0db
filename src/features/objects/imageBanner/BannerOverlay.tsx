import { useMemo, useRef, useState } from 'react';
import {
  bannerNear,
  IMAGE_TEXT,
  imageBannerOf,
  type ImageBanner,
} from '../../../domain/objects/imageBanners';
import type { ExtrasProps } from '../extras/kit/types';
import { useObjectNear } from '../extras/kit/useObjectNear';
import { useBannerImage, type BannerImage } from './bannerImages';
import { BannerUrlModal } from './BannerUrlModal';
import '../extras/kit/objectCard.css';
import './imageBanner.css';
import { useCanEditRoom } from '../../session';

const STATUS_TEXT: Record<Exclude<BannerImage['status'], 'ready'>, string> = {
  none: IMAGE_TEXT.noImage,
  loading: IMAGE_TEXT.loading,
  failed: IMAGE_TEXT.failed,
};

/**
 * Near a banner: for those who may edit the room, 'Enter image URL' or 'Edit image URL' and
 * what the picture's state is; for everyone, in words, when its picture cannot be shown (the
 * board itself shows a placeholder). A banner whose picture shows needs no words for others.
 */
export function BannerOverlay({ objects, getPlayer }: ExtrasProps) {
  const banners = useMemo(
    () => objects.filter((o) => o.kind === 'imageBanner').map(imageBannerOf),
    [objects],
  );
  const near = useObjectNear(banners, getPlayer, bannerNear);
  const image = useBannerImage(near?.url ?? '');
  const canEdit = useCanEditRoom();
  // Kept while its dialog is open, even if the player or the banner moves meanwhile.
  const [editing, setEditing] = useState<ImageBanner | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };

  const shown = near && (canEdit || image.status === 'failed');
  return (
    <>
      {shown && (
        <section className="object-card banner-overlay" aria-label={IMAGE_TEXT.title}>
          <h2 className="banner-overlay__title">{IMAGE_TEXT.title}</h2>
          {image.status !== 'ready' && (
            <p
              className="banner-overlay__status"
              data-failed={image.status === 'failed'}
              role="status"
            >
              {STATUS_TEXT[image.status]}
            </p>
          )}
          {canEdit && (
            <button ref={opener} type="button" onClick={() => setEditing(near)}>
              {near.url ? IMAGE_TEXT.editUrl : IMAGE_TEXT.enterUrl}
            </button>
          )}
        </section>
      )}
      {editing && <BannerUrlModal banner={editing} onClose={close} />}
    </>
  );
}
