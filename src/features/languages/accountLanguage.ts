import { chooseLanguage } from '../../domain/languages';
import {
  activateLanguage,
  browserLanguages,
  choicesMade,
  rememberOnDevice,
  rememberedLanguage,
} from './i18n';

/** Offline, the profile or the catalog cannot be fetched: the language shown stays. */
const ignoreOffline = () => undefined;

/** Who the language was last looked up for: a token refresh of the same person reads nothing. */
let lookedUpFor: string | null = null;
let following = false;

/**
 * From the page's start, follows who is signed in: when a person signs in (or the page starts
 * with one), the language in their profile wins over this device's choice and the browser's
 * (chooseLanguage), and the device remembers it for the next page load. One profile read per
 * sign-in. A choice made in the picker while the read was on its way stays; signing out keeps
 * the language shown.
 */
export function followSignedInPerson(): void {
  if (following) return;
  following = true;
  import('../../data/profileLanguage')
    .then(({ readProfileLanguage, watchSignedInUid }) =>
      watchSignedInUid((uid) => {
        if (uid === lookedUpFor) return;
        lookedUpFor = uid;
        if (uid) void applyProfileLanguage(uid, readProfileLanguage);
      }),
    )
    .catch(ignoreOffline);
}

async function applyProfileLanguage(
  uid: string,
  readProfileLanguage: (uid: string) => Promise<unknown>,
): Promise<void> {
  const choicesBefore = choicesMade();
  const inProfile = await readProfileLanguage(uid);
  // Someone else signed in meanwhile, or the person chose in the picker: theirs stands.
  if (lookedUpFor !== uid || choicesMade() !== choicesBefore) return;
  const language = chooseLanguage(rememberedLanguage(), browserLanguages(), inProfile);
  if (language === inProfile) rememberOnDevice(language);
  await activateLanguage(language).catch(ignoreOffline);
}
