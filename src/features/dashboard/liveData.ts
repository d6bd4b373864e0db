import { watchAccountProfile, type AccountProfile } from '../../data/accountProfile';
import { watchGlobalSettings } from '../../data/globalSettings';
import type { GlobalSettings } from '../../domain/globalSettings';
import { useLive, type Live } from '../../ui/useLive';

/** One profiles/{uid} listener: the person, their created and joined events. */
export function useAccountProfile(uid: string): Live<AccountProfile | null> {
  return useLive<AccountProfile | null>(
    (next, fail) => watchAccountProfile(uid, next, fail),
    [uid],
  );
}

/** settings/global, live: the closing announcement and subscriptions switch. */
export function useGlobalSettings(): Live<GlobalSettings> {
  return useLive<GlobalSettings>((next, fail) => watchGlobalSettings(next, fail), []);
}
