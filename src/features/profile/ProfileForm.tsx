import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { readProfile, saveProfile } from '../../data/profiles';
import { LIMITS } from '../../domain/constants';
import {
  PROFILE_TEXTS,
  UPLOAD_IMAGE_TYPES,
  avatarFileError,
  isImageAvatar,
  profileErrors,
  type ProfileFields,
} from '../../domain/profile';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import './profile.css';

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface ProfileFormProps {
  uid: string;
  /** Beside Save, e.g. closing the in-event modal. */
  onCancel?: () => void;
}

/**
 * The profile editor (in the event and at /user/profile): avatar image, name, nickname
 * (required), pronouns, bio (at most 300). An avatar image is checked before it is uploaded
 * (images only, at most 2 MB) and stored under the user's own folder in Storage.
 */
export function ProfileForm({ uid, onCancel }: ProfileFormProps) {
  const [fields, setFields] = useState<ProfileFields | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ids = { nickname: useId(), bio: useId(), image: useId() };

  useEffect(() => {
    let live = true;
    setLoadError(null);
    readProfile(uid).then(
      (profile) => live && setFields(profile),
      (e: unknown) => live && setLoadError(failure(e)),
    );
    return () => {
      live = false;
    };
  }, [uid, attempt]);

  if (loadError) {
    return (
      <div className="profile-form">
        <FormError message={`Your profile could not be loaded: ${loadError}`} />
        <Button onClick={() => setAttempt(attempt + 1)}>Try again</Button>
      </div>
    );
  }
  if (!fields) return <p role="status">Loading your profile...</p>;

  const errors = profileErrors(fields);
  const canSave = Object.keys(errors).length === 0 && !saving && !uploading;
  const edit =
    (key: keyof ProfileFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setStatus(null);
      setFields({ ...fields, [key]: e.target.value });
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
      setImageError(`The image could not be uploaded: ${failure(error)}`);
    } finally {
      setUploading(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!fields || !canSave) return;
    setSaving(true);
    setSaveError(null);
    try {
      await saveProfile(uid, fields);
      setStatus(PROFILE_TEXTS.saved);
    } catch (error) {
      setSaveError(`Your profile could not be saved: ${failure(error)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="profile-form" onSubmit={(e) => void save(e)} noValidate>
      <div className="profile-form__avatar">
        {isImageAvatar(fields.avatar) ? (
          <img src={fields.avatar} alt="Your avatar" width={72} height={72} />
        ) : (
          <span className="profile-form__no-image" aria-hidden="true">
            ?
          </span>
        )}
        <label className="ui-field">
          Avatar image (PNG, JPEG, GIF or WebP, at most 2 MB)
          <input
            id={ids.image}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={uploading}
            aria-describedby={imageError ? `${ids.image}-error` : undefined}
            onChange={(e) => void chooseImage(e)}
          />
        </label>
        {uploading && <p role="status">Uploading...</p>}
        {imageError && (
          <p id={`${ids.image}-error`} className="ui-error" role="alert">
            {imageError}
          </p>
        )}
      </div>
      <label className="ui-field">
        Name
        <input value={fields.name} maxLength={LIMITS.nameMax} onChange={edit('name')} />
      </label>
      <label className="ui-field">
        Nickname (required)
        <input
          value={fields.nickname}
          maxLength={LIMITS.nameMax}
          required
          aria-invalid={Boolean(errors.nickname)}
          aria-describedby={errors.nickname ? ids.nickname : undefined}
          onChange={edit('nickname')}
        />
      </label>
      {errors.nickname && (
        <p id={ids.nickname} className="ui-error">
          {errors.nickname}
        </p>
      )}
      <label className="ui-field">
        Pronouns
        <input value={fields.pronouns} maxLength={LIMITS.nameMax} onChange={edit('pronouns')} />
      </label>
      <label className="ui-field">
        Bio
        <textarea
          value={fields.bio}
          rows={4}
          maxLength={LIMITS.bioMax}
          aria-describedby={ids.bio}
          onChange={edit('bio')}
        />
      </label>
      <p id={ids.bio} className="profile-form__count">
        {LIMITS.bioMax - fields.bio.length} characters left
      </p>
      <FormError message={saveError} />
      {status && <p role="status">{status}</p>}
      <div className="ui-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Close
          </Button>
        )}
        <Button type="submit" disabled={!canSave}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
