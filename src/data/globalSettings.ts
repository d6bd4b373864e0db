import { getDocs, onSnapshot, setDoc } from 'firebase/firestore';
import { readGlobalSettings, type GlobalSettings } from '../domain/globalSettings';
import { paths } from './paths';

/** Listens to settings/global (readable by everyone); calls `onError` when it cannot. */
export function watchGlobalSettings(
  callback: (settings: GlobalSettings) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    paths.globalSettings(),
    (snap) => callback(readGlobalSettings(snap.data())),
    onError,
  );
}

/** Staff: merges a section of the settings (rules check staff and every field). */
export async function saveGlobalSettings(fields: Partial<GlobalSettings>): Promise<void> {
  await setDoc(paths.globalSettings(), fields, { merge: true });
}

/** Staff: the ids of the room templates, sorted. */
export async function listTemplateIds(): Promise<string[]> {
  const snap = await getDocs(paths.templates());
  return snap.docs.map((d) => d.id).sort();
}
