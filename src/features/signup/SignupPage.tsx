import { useEffect } from 'react';
import { Link, Redirect, useNavigate, useSearchParams } from '../../ui/routing';
import { useSession } from '../auth';
import { SignInForm } from '../signin';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { MessageScreen } from '../../ui/MessageScreen';
import { LanguageProvider, useT } from '../languages';
import { CREATOR_WELCOME_STATE } from './CreatorWelcome';
import { useRedeemOnce } from './useRedeemOnce';
import './signup.css';

/** Redeems `code` for the signed-in account, says how it went, then goes home. */
function RedeemCode({ uid, code }: { uid: string; code: string }) {
  const t = useT();
  const outcome = useRedeemOnce(uid, code);
  const navigate = useNavigate();
  useEffect(() => {
    if (!outcome) return;
    const welcome = outcome.reason === 'code_redeemed' ? CREATOR_WELCOME_STATE : null;
    const timer = setTimeout(
      () => navigate('/', { replace: true, state: welcome }),
      outcome.redirectMs,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!outcome) return <LoadingScreen text={t('signup.redeeming')} />;
  return (
    <MessageScreen title={t('signup.title')}>
      <p role="status">{t(`signup.outcome.${outcome.reason}`)}</p>
      <p>
        {t('signup.takingYou')}{' '}
        <Link
          to="/"
          replace
          state={outcome.reason === 'code_redeemed' ? CREATOR_WELCOME_STATE : null}
        >
          {t('signup.goNow')}
        </Link>
      </p>
    </MessageScreen>
  );
}

/**
 * /signup: sign up (or in), then redeem the invite code of ?c= if there is one; without one
 * (?r=demo from the demo, or nothing) the dashboard follows straight away. A page of its own,
 * outside the account shell: `<html lang dir>` follow the language here.
 */
export function SignupPage() {
  return (
    <LanguageProvider ownsDocument>
      <SignupContent />
    </LanguageProvider>
  );
}

function SignupContent() {
  const t = useT();
  const { user, ready } = useSession();
  const params = useSearchParams();
  const code = params.get('c')?.trim();
  if (!ready) return <LoadingScreen text={t('common.loading')} />;
  if (!user || user.isAnonymous) {
    return (
      <main className="ui-screen">
        {/* Without a code (the demo's 'Create your own free event'), say what creating needs
            before the form, not after a filled-in event form is refused. */}
        {!code && (
          <p className="signup__needs-code" role="note">
            {t('signup.needsCode')}
          </p>
        )}
        <SignInForm initialMode="signUp" />
      </main>
    );
  }
  if (!code) return <Redirect to="/" replace />;
  return <RedeemCode uid={user.uid} code={code} />;
}
