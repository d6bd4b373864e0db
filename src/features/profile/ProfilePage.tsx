import { DeleteAccountSection } from '../account';
import { LanguagePicker, useT } from '../languages';
import { ProfileForm } from './ProfileForm';

/**
 * /user/profile in the account shell: the profile editor (an empty name and nickname start as
 * `suggestedName`), the language picker and the account's deletion.
 */
export function ProfilePage({ uid, suggestedName }: { uid: string; suggestedName: string }) {
  const t = useT();
  return (
    <section className="profile-page" aria-labelledby="profile-page-title">
      <h1 id="profile-page-title">{t('profile.title')}</h1>
      <ProfileForm uid={uid} suggestedName={suggestedName} />
      <LanguagePicker />
      <DeleteAccountSection />
    </section>
  );
}
