import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { setInstanceProps } from '../../../data/instanceProps';
import { IMAGE_TEXT, type ImageBanner } from '../../../domain/objects/imageBanners';
import { IMAGE_KEYS, urlError } from '../../../domain/objects/objectProps';
import { UPLOAD_IMAGE_TYPES } from '../../../domain/profileFields';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';
import { useEventSession } from '../../session';
import { requestBannerImage } from './bannerImages';
import { BannerUploadError, prepareBannerUpload } from './prepareUpload';

type Busy = 'idle' | 'checking' | 'saving' | 'uploading';

const BUSY_TEXT: Record<Exclude<Busy, 'idle'>, string> = {
  checking: IMAGE_TEXT.checking,
  saving: 'Saving...',
  uploading: IMAGE_TEXT.uploading,
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 'Enter image URL' (no picture yet) or 'Edit image URL' (reference): the URL is checked as a
 * URL, then loaded as the world would draw it, and stored only if it can be shown; or a file is
 * compressed to at most 2 MB, uploaded to the event's images and its address stored. Save is
 * highlighted and enabled only while the field holds something (reference). Any failure says
 * why and stores nothing; the dialog stays open with what was typed. Nothing is disabled
 * while it works (focus would drop out of the dialog); a press meanwhile is ignored.
 */
export function BannerUrlModal({ banner, onClose }: { banner: ImageBanner; onClose: () => void }) {
  const eventId = useEventSession((s) => s.eventId);
  const roomId = useEventSession((s) => s.roomId);
  const [url, setUrl] = useState(banner.url);
  const [busy, setBusy] = useState<Busy>('idle');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const filled = url.trim() !== '';

  async function store(address: string) {
    setBusy('saving');
    try {
      await setInstanceProps(eventId, roomId, banner.id, { [IMAGE_KEYS.url]: address });
      onClose();
    } catch (failure) {
      setError(`${IMAGE_TEXT.saveFailed} ${reason(failure)}`);
      setBusy('idle');
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!filled || busy !== 'idle') return;
    const address = url.trim();
    const invalid = urlError(address);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy('checking');
    const image = await requestBannerImage(address, true);
    if (image.status !== 'ready') {
      setError(IMAGE_TEXT.failed);
      setBusy('idle');
      return;
    }
    await store(address);
  }

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || busy !== 'idle') return;
    setError(null);
    setBusy('uploading');
    let address: string;
    try {
      const picture = await prepareBannerUpload(file);
      const { uploadEventImage } = await import('../../../data/storage');
      address = await uploadEventImage(eventId, picture);
    } catch (failure) {
      const said = failure instanceof BannerUploadError ? failure.message : null;
      setError(said ?? `The image could not be uploaded: ${reason(failure)}`);
      setBusy('idle');
      return;
    }
    await store(address);
  }

  return (
    <Modal title={banner.url ? IMAGE_TEXT.editUrl : IMAGE_TEXT.enterUrl} onClose={onClose}>
      <form className="ui-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="ui-field">
          {IMAGE_TEXT.urlLabel}
          <input
            value={url}
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(null);
            }}
          />
        </label>
        <label className="ui-field">
          {IMAGE_TEXT.upload}
          <input
            type="file"
            accept={`${UPLOAD_IMAGE_TYPES.join(',')},image/*`}
            onChange={(e) => void upload(e)}
          />
        </label>
        <p role="status" className="banner-modal__status">
          {busy === 'idle' ? '' : BUSY_TEXT[busy]}
        </p>
        <div id={`${id}-error`}>
          <FormError message={error} />
        </div>
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={filled ? 'primary' : 'secondary'} disabled={!filled}>
            {busy === 'idle' ? IMAGE_TEXT.save : BUSY_TEXT[busy]}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
