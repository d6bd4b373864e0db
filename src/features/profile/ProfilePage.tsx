import { DeleteAccountSection } from '../account';
import { ProfileForm } from './ProfileForm';

/**
 * /user/profile in the account shell: the profile editor (an empty name and nickname start as
 * `suggestedName`) and the account's deletion.
 */
export function ProfilePage({ uid, suggestedName }: { uid: string; suggestedName: string }) {
  return (
    <section className="profile-page" aria-labelledby="profile-page-title">
      <h1 id="profile-page-title">Your Profile</h1>
      <ProfileForm uid={uid} suggestedName={suggestedName} />
      <DeleteAccountSection />
    </section>
  );
}
