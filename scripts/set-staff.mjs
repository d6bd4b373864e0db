// Grants or removes site staff (the `staff` custom auth claim) for a user, by e-mail, against
// the emulators. Other custom claims are kept. The change shows in the user's next ID token.
//
//   node scripts/set-staff.mjs <email> [--remove]
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const PROJECT_ID = 'demo-menagerie';

export async function setStaff(email, staff) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (staff) claims.staff = true;
  else delete claims.staff;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const remove = args.includes('--remove');
  const [email] = args.filter((arg) => !arg.startsWith('--'));
  if (!email || args.some((arg) => arg.startsWith('--') && arg !== '--remove')) {
    console.error('Usage: node scripts/set-staff.mjs <email> [--remove]');
    process.exit(2);
  }
  setStaff(email, !remove).then(
    (uid) => {
      console.log(`${email} (${uid}) is ${remove ? 'no longer' : 'now'} staff.`);
      process.exit(0);
    },
    (error) => {
      console.error(error.code === 'auth/user-not-found' ? `No user with e-mail ${email}.` : error);
      process.exit(1);
    },
  );
}
