/** The Network Information API where the browser has it (Chromium): 'change' on a new network. */
type NetworkInformation = EventTarget;

/**
 * Calls `onChange` when the browser comes back online or moves to another network (Wi-Fi to
 * mobile, a new address): the moments a voice link's path is likely gone and should be
 * restarted at once rather than after its watchdog notices. Returns the remover.
 */
export function watchNetworkChanges(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  window.addEventListener('online', onChange);
  connection?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    connection?.removeEventListener('change', onChange);
  };
}
