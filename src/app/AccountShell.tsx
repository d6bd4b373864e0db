import { Suspense, useState } from 'react';
import { PRODUCT_NAME } from '../domain/constants';
import { AdminRoutes } from '../features/admin';
import { SignOutModal, useSession } from '../features/auth';
import { BillingRoutes } from '../features/billing';
import { SignInForm } from '../features/signin';
import {
  AccountIdentity,
  DashboardPage,
  PageNotFound,
  UserEventsPage,
} from '../features/dashboard';
import { CreateEventPage } from '../features/events';
import { lastUsedName } from '../features/join';
import { EmailInvitesPage } from '../features/invites';
import { LanguageProvider, useT } from '../features/languages';
import { ProfilePage } from '../features/profile';
import { CreatorWelcome } from '../features/signup';
import { Button } from '../ui/Button';
import { LoadingScreen } from '../ui/LoadingScreen';
import { Link, Route, Switch } from '../ui/routing';
import './account.css';

/**
 * The account shell in the person's language (issue 34): its pages are the first converted, so
 * `<html lang dir>` follow the language here.
 */
export default function AccountShell() {
  return (
    <LanguageProvider ownsDocument>
      <AccountPages />
    </LanguageProvider>
  );
}

/** Sidebar (Dashboard, Profile, Billing, Admin for staff) and pages. */
function AccountPages() {
  const t = useT();
  const { user, ready } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!ready) return <LoadingScreen text={t('common.loading')} />;
  if (!user || user.isAnonymous) {
    return (
      <main className="ui-screen">
        <SignInForm />
      </main>
    );
  }
  return (
    <div className="account">
      <aside className="account__sidebar">
        <h1>{PRODUCT_NAME}</h1>
        <nav aria-label={t('account.navLabel')}>
          <Link to="/">{t('account.nav.dashboard')}</Link>
          <Link to="/user/profile">{t('account.nav.profile')}</Link>
          <Link to="/user/billing">{t('account.nav.billing')}</Link>
          {user.staff && <Link to="/admin">{t('account.nav.admin')}</Link>}
        </nav>
        <div className="account__me">
          <AccountIdentity
            uid={user.uid}
            fallbackName={user.displayName ?? user.email ?? t('account.you')}
          />
          <Button variant="secondary" onClick={() => setSigningOut(true)}>
            {t('account.signOut')}
          </Button>
        </div>
      </aside>
      <main className="account__main">
        <Switch>
          <Route path="/create-event">
            <CreateEventPage />
          </Route>
          <Route path="/user/profile">
            <ProfilePage uid={user.uid} suggestedName={user.displayName || lastUsedName()} />
          </Route>
          <Route path="/user/billing/*?">
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <BillingRoutes uid={user.uid} />
            </Suspense>
          </Route>
          {/* Admin pages render for staff only; for anyone else, nothing (reference). */}
          <Route path="/admin/email-invites">{user.staff ? <EmailInvitesPage /> : null}</Route>
          <Route path="/admin/*?">{user.staff ? <AdminRoutes /> : null}</Route>
          <Route path="/">
            <DashboardPage uid={user.uid} />
          </Route>
          <Route path="/user/events">
            <UserEventsPage uid={user.uid} />
          </Route>
          {/* The reference's 'any unmatched route' keeps the account shell; inside it, the
              address is said to be unknown rather than shown the dashboard under it. */}
          <Route path="*">
            <PageNotFound />
          </Route>
        </Switch>
        {/* After /signup redeemed a code: the welcome modal over the dashboard (router state). */}
        <CreatorWelcome />
      </main>
      {signingOut && <SignOutModal title={t('account.signOut')} text={t('auth.signingOut')} />}
    </div>
  );
}
