import { PreviewStudio } from './previewStudio';

/** Previews photographed per animation frame: enough to fill the picker fast, small enough to keep the page responsive. */
const PER_FRAME = 2;

const previews = new Map<string, string>();
const queue: string[] = [];
const listeners = new Set<() => void>();
let studio: PreviewStudio | null = null;
let frame = 0;
/** Set when WebGL is unavailable: the picker then shows names only. */
let unavailable = false;

export function getAnimalPreview(animalKey: string): string | null {
  return previews.get(animalKey) ?? null;
}

export function subscribeAnimalPreviews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues an animal to be photographed once; results are cached for the page's lifetime. */
export function requestAnimalPreview(animalKey: string): void {
  if (unavailable || previews.has(animalKey) || queue.includes(animalKey)) return;
  queue.push(animalKey);
  if (!frame) frame = requestAnimationFrame(photographSome);
}

function photographSome(): void {
  frame = 0;
  try {
    studio ??= new PreviewStudio();
    for (let i = 0; i < PER_FRAME; i++) {
      const key = queue.shift();
      if (key === undefined) break;
      previews.set(key, studio.photograph(key));
    }
  } catch (error) {
    console.warn('Animal previews unavailable', error);
    unavailable = true;
    queue.length = 0;
  }
  for (const listener of listeners) listener();
  if (queue.length > 0) {
    frame = requestAnimationFrame(photographSome);
  } else if (studio) {
    // Give the WebGL context back as soon as the queue is empty.
    studio.dispose();
    studio = null;
  }
}
