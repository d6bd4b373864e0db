import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { readProfile, saveProfile } from '../../data/profiles';
import { LIMITS } from '../../domain/constants';
import {
  UPLOAD_IMAGE_TYPES,
  avatarFileError,
  isImageAvatar,
  profileErrors,
  profileSchema,
  withSuggestedName,
  type ProfileFields,
} from '../../domain/profile';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useAttempt } from '../../ui/useAttempt';
import { useT } from '../languages';
import { useProfileTexts } from './profileTexts';
import './profile.css';

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface ProfileFormProps {
  uid: string;
  /** The name the person goes by (joined with): fills an empty name and nickname. */
  suggestedName?: string;
  /** Beside Save, e.g. closing the in-event modal. */
  onCancel?: () => void;
  /** After a save: the profile as it was loaded or last saved, and as saved now. */
  onSaved?: (before: ProfileFields, after: ProfileFields) => void;
}

/**
 * The profile editor (in the event and at /user/profile): avatar image, name, nickname
 * (required), pronouns, bio (at most 300). An avatar image is checked before it is uploaded
 * (images only, at most 2 MB) and stored under the user's own folder in Storage.
 */
export function ProfileForm({ uid, suggestedName = '', onCancel, onSaved }: ProfileFormProps) {
  const t = useT();
  const says = useProfileTexts();
  const [fields, setFields] = useState<ProfileFields | null>(null);
  // What the form opened with or last saved: what a save changed is measured against it.
  const saved = useRef<ProfileFields | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const imageId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt: tried } = useAttempt(form);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    readProfile(uid).then(
      (profile) => {
        if (!live) return;
        saved.current = withSuggestedName(profile, suggestedName);
        setFields(saved.current);
      },
      (e: unknown) => live && setLoadError(failure(e)),
    );
    return () => {
      live = false;
    };
    // The suggestion fills a profile once, when it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, attempt]);

  if (loadError) {
    return (
      <div className="profile-form">
        <FormError message={t('profile.loadFailed', { reason: loadError })} />
        <Button onClick={() => setAttempt(attempt + 1)}>{t('common.tryAgain')}</Button>
      </div>
    );
  }
  if (!fields) return <p role="status">{t('profile.loading')}</p>;

  const errors = profileErrors(fields);
  const edit = (key: keyof ProfileFields) => (value: string) => {
    setStatus(null);
    setFields({ ...fields, [key]: value });
  };

  async function chooseImage(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !fields) return;
    const refused = avatarFileError(file);
    setImageError(refused);
    if (refused) return;
    setUploading(true);
    try {
      const { uploadUserImage } = await import('../../data/storage');
      const url = await uploadUserImage(uid, file, 'avatar');
      setFields((current) => current && { ...current, avatar: url });
      setStatus(null);
    } catch (error) {
      setImageError(t('profile.uploadFailed', { reason: failure(error) }));
    } finally {
      setUploading(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = profileSchema.safeParse(fields);
    if (!parsed.success) return tried();
    if (saving || uploading) return;
    setSaving(true);
    setSaveError(null);
    try {
      // Stored trimmed, and shown as stored.
      await saveProfile(uid, parsed.data);
      setFields(parsed.data);
      setStatus(t('profile.saved'));
      const before = saved.current ?? parsed.data;
      saved.current = parsed.data;
      onSaved?.(before, parsed.data);
    } catch (error) {
      setSaveError(t('profile.saveFailed', { reason: failure(error) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} className="profile-form" onSubmit={(e) => void save(e)} noValidate>
      <div className="profile-form__avatar">
        {isImageAvatar(fields.avatar) ? (
          <img src={fields.avatar} alt={t('profile.avatarAlt')} width={72} height={72} />
        ) : (
          <span className="profile-form__no-image" aria-hidden="true">
            ?
          </span>
        )}
        <label className="ui-field">
          {t('profile.avatarImage')}
          <input
            id={imageId}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={uploading}
            aria-describedby={imageError ? `${imageId}-error` : undefined}
            onChange={(e) => void chooseImage(e)}
          />
        </label>
        {uploading && <p role="status">{t('profile.uploading')}</p>}
        {imageError && (
          <p id={`${imageId}-error`} className="ui-error" role="alert">
            {says(imageError)}
          </p>
        )}
      </div>
      <TextField
        label={t('profile.name')}
        value={fields.name}
        limit={LIMITS.nameMax}
        error={says(errors.name)}
        shown={shown}
        autoComplete="name"
        onChange={edit('name')}
      />
      <TextField
        label={t('profile.nickname')}
        value={fields.nickname}
        limit={LIMITS.nameMax}
        required
        error={says(errors.nickname)}
        shown={shown}
        autoComplete="nickname"
        onChange={edit('nickname')}
      />
      <TextField
        label={t('profile.pronouns')}
        value={fields.pronouns}
        limit={LIMITS.nameMax}
        error={says(errors.pronouns)}
        shown={shown}
        onChange={edit('pronouns')}
      />
      <TextField
        label={t('profile.bio')}
        value={fields.bio}
        rows={4}
        limit={LIMITS.bioMax}
        error={says(errors.bio)}
        shown={shown}
        onChange={edit('bio')}
      />
      <FormError message={saveError} />
      {status && <p role="status">{status}</p>}
      <div className="ui-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.close')}
          </Button>
        )}
        <Button type="submit" disabled={saving || uploading}>
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
