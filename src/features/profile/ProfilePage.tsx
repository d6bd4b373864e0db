import { ProfileForm } from './ProfileForm';

/** /user/profile in the account shell. */
export function ProfilePage({ uid }: { uid: string }) {
  return (
    <section className="profile-page" aria-labelledby="profile-page-title">
      <h1 id="profile-page-title">Profile</h1>
      <ProfileForm uid={uid} />
    </section>
  );
}
