import { useEffect, useRef, useState } from 'react';
import { ANIMALS } from '../../../domain/avatars/animals';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { useT } from '../../languages';
import { loadPreviewStudio } from '../../avatars';
import '../admin.css';
import { offerDownload } from '../../../ui/offerDownload';

/** The generator's step (reference: advances every 750 ms). */
const AVATAR_STEP_MS = 750;
const PHOTO_PX = 256;
const BACKGROUND = '#dfe6ee';

/**
 * The avatar picker's studio (the crowd's own drawing), from the picker's module: the chunk
 * the join flow loads anyway, so nothing of this page reaches the walk path.
 */
const loadStudio = loadPreviewStudio;
type Studio = InstanceType<Awaited<ReturnType<typeof loadStudio>>>;

/**
 * A photo (a transparent PNG data URL) as a JPEG on a solid background: JPEG has no
 * transparency, and a black square behind an animal would hide the dark ones.
 */
async function jpegOf(pngDataUrl: string): Promise<string> {
  const image = new Image();
  image.src = pngDataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.9);
}

interface Photo {
  index: number;
  url: string;
}

/**
 * /admin/avatars (staff): the avatar photo generator. After 'Begin' it draws each of the
 * animals in turn with the avatars' own pipeline (the picker's studio, the crowd's meshes),
 * shows it, downloads it as {animal key}.jpg and moves on every 750 ms.
 */
export default function AdminAvatarsPage() {
  const t = useT();
  const [running, setRunning] = useState(false);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), []);

  async function begin() {
    setRunning(true);
    setDone(false);
    setError(null);
    let studio: Studio;
    try {
      studio = new (await loadStudio())(PHOTO_PX);
    } catch {
      setRunning(false);
      return setError(t('avatars.noWebgl'));
    }
    let index = 0;
    // Steps on a fixed beat from the start, so the time a photo takes does not add up.
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      studio.dispose();
      stop.current = () => undefined;
    };
    stop.current = finish;
    const step = async () => {
      const spec = ANIMALS[index]!;
      try {
        const url = await jpegOf(studio.photograph(spec.key));
        setPhoto({ index, url });
        offerDownload(url, `${spec.key}.jpg`);
      } catch {
        finish();
        setRunning(false);
        return setError(t('avatars.failed', { name: spec.name }));
      }
      index += 1;
      if (index < ANIMALS.length) {
        const next = started + index * AVATAR_STEP_MS - performance.now();
        timer = setTimeout(() => void step(), Math.max(0, next));
      } else {
        finish();
        setRunning(false);
        setDone(true);
      }
    };
    void step();
  }

  const current = photo ? ANIMALS[photo.index]! : null;
  return (
    <section className="admin-page" aria-labelledby="avatars-title">
      <h2 id="avatars-title">{t('avatars.title')}</h2>
      <p>{t('avatars.intro', { count: ANIMALS.length })}</p>
      <div className="admin-actions">
        <Button onClick={() => void begin()} disabled={running}>
          {t('avatars.begin')}
        </Button>
      </div>
      <FormError message={error} />
      {photo && current && (
        <figure className="avatar-photo">
          <img src={photo.url} alt={current.name} width={PHOTO_PX} height={PHOTO_PX} />
          <figcaption role="status">
            {t('avatars.progress', {
              name: current.name,
              index: photo.index + 1,
              count: ANIMALS.length,
            })}
          </figcaption>
        </figure>
      )}
      {done && <p role="status">{t('avatars.done', { count: ANIMALS.length })}</p>}
    </section>
  );
}
