import { useCallback, useSyncExternalStore } from 'react';
import { getAnimalPreview, requestAnimalPreview, subscribeAnimalPreviews } from './animalPreviews';

/** A picture of the animal (data URL), or null while it is being rendered. */
export function useAnimalPreview(animalKey: string): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribeAnimalPreviews(onChange);
      // Requested on subscribe (after commit), so rendering stays free of side effects.
      requestAnimalPreview(animalKey);
      return unsubscribe;
    },
    [animalKey],
  );
  return useSyncExternalStore(
    subscribe,
    () => getAnimalPreview(animalKey),
    () => null,
  );
}
