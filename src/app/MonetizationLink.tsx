import { useEffect } from 'react';
import { monetizationHref } from '../domain/events';

/**
 * Announces the event's payment pointer for Web Monetization while its page is open: a
 * `<link rel="monetization">` in the document's head (the default pointer when the event has
 * none, as in the reference), changed when the organiser changes it, removed on leaving.
 */
export function MonetizationLink({ pointer }: { pointer: string | null }) {
  const href = monetizationHref(pointer);
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'monetization';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [href]);
  return null;
}
