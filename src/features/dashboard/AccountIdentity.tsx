import { Link } from '../../ui/routing';
import { initialOf } from '../../domain/names';
import { isImageAvatar } from '../../domain/profileFields';
import { useAccountProfile } from './liveData';
import './dashboard.css';

/**
 * The sidebar's signed-in person: their avatar image (or their initial) and display name (one
 * line, however long), both linking to the profile. Shares the dashboard's profile listener (same document).
 */
export function AccountIdentity({ uid, fallbackName }: { uid: string; fallbackName: string }) {
  const live = useAccountProfile(uid);
  const profile = live.status === 'ready' ? live.value : null;
  const name = profile?.nickname || profile?.name || fallbackName;
  return (
    <Link to="/user/profile" className="account-identity">
      {profile && isImageAvatar(profile.avatar) ? (
        <img src={profile.avatar} alt="" width={40} height={40} />
      ) : (
        <span className="account-identity__initial" aria-hidden="true">
          {initialOf(name)}
        </span>
      )}
      {/* Cut to one line with an ellipsis; the full text is the link's name and its title. */}
      <span title={name}>{name}</span>
    </Link>
  );
}
