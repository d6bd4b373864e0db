import { getDocs, onSnapshot, setDoc } from 'firebase/firestore';
import { readGlobalSettings, type GlobalSettings } from '../domain/globalSettings';
import type { TemplateSummary } from '../domain/editor/roomTemplates';
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

/** Staff: the room templates (id and name), by name. */
export async function listTemplates(): Promise<TemplateSummary[]> {
  const snap = await getDocs(paths.templates());
  return snap.docs
    .map((d) => {
      const name: unknown = d.get('name');
      return { id: d.id, name: typeof name === 'string' ? name : '' };
    })
    .sort((a, b) => (a.name || a.id).localeCompare(b.name || b.id) || a.id.localeCompare(b.id));
}
