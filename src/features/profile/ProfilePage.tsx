import { DeleteAccountSection } from '../account';
import { ProfileForm } from './ProfileForm';

/** /user/profile in the account shell: the profile editor and the account's deletion. */
export function ProfilePage({ uid }: { uid: string }) {
  return (
    <section className="profile-page" aria-labelledby="profile-page-title">
      <h1 id="profile-page-title">Your Profile</h1>
      <ProfileForm uid={uid} />
      <DeleteAccountSection />
    </section>
  );
}
