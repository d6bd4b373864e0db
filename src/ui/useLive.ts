import { useEffect, useState, type DependencyList } from 'react';

/** A live value: loading until the first answer, then the latest value or the error. */
export type Live<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

export type Subscribe<T> = (next: (value: T) => void, fail: (error: Error) => void) => () => void;

/** Says what failed in words a person can act on (Firestore's codes mean little to them). */
export function liveErrorMessage(error: Error): string {
  const code = (error as { code?: string }).code;
  if (code === 'permission-denied') return 'You are not allowed to see this.';
  if (code === 'unavailable') return 'The server cannot be reached. Check your connection.';
  return 'Something went wrong while loading. Please try reloading the page.';
}

/**
 * Subscribes for as long as the component is mounted (and again when `deps` change, starting
 * from 'loading'), e.g. to a Firestore listener of src/data.
 */
export function useLive<T>(subscribe: Subscribe<T>, deps: DependencyList): Live<T> {
  const [live, setLive] = useState<Live<T>>({ status: 'loading' });
  useEffect(() => {
    setLive({ status: 'loading' });
    return subscribe(
      (value) => setLive({ status: 'ready', value }),
      (error) => setLive({ status: 'error', message: liveErrorMessage(error) }),
    );
    // The caller's deps decide when to subscribe again; `subscribe` is read fresh.
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return live;
}
