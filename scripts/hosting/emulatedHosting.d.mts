export const HOSTING_PORT: number;
export const HOSTING_URL: string;
/** firebase.json's Content-Security-Policy with the loopback origins added. */
export function withLoopback(csp: string): string;
/** Starts the Hosting emulator on dist/; stop() ends it. */
export function startEmulatedHosting(options?: {
  timeoutMs?: number;
}): Promise<{ url: string; stop: () => void }>;
