import { useEffect } from 'react';
import { Link, Redirect, useNavigate, useSearchParams } from '../../ui/routing';
import { useSession } from '../auth';
import { SignInForm } from '../signin';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { MessageScreen } from '../../ui/MessageScreen';
import { CREATOR_WELCOME_STATE } from './CreatorWelcome';
import { useRedeemOnce } from './useRedeemOnce';
import './signup.css';

/** Redeems `code` for the signed-in account, says how it went, then goes home. */
function RedeemCode({ uid, code }: { uid: string; code: string }) {
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

  if (!outcome) return <LoadingScreen text="Redeeming your invitation code..." />;
  return (
    <MessageScreen title="Sign up">
      <p role="status">{outcome.text}</p>
      <p>
        Taking you to your dashboard in a few seconds.{' '}
        <Link
          to="/"
          replace
          state={outcome.reason === 'code_redeemed' ? CREATOR_WELCOME_STATE : null}
        >
          Go now
        </Link>
      </p>
    </MessageScreen>
  );
}

/**
 * /signup: sign up (or in), then redeem the invite code of ?c= if there is one; without one
 * (?r=demo from the demo, or nothing) the dashboard follows straight away.
 */
export function SignupPage() {
  const { user, ready } = useSession();
  const params = useSearchParams();
  const code = params.get('c')?.trim();
  if (!ready) return <LoadingScreen text="Loading..." />;
  if (!user || user.isAnonymous) {
    return (
      <main className="ui-screen">
        {/* Without a code (the demo's 'Create your own free event'), say what creating needs
            before the form, not after a filled-in event form is refused. */}
        {!code && (
          <p className="signup__needs-code" role="note">
            Creating events needs an invitation code. Sign up, then enter the code from your
            invitation e-mail on your dashboard (or open the link in that e-mail).
          </p>
        )}
        <SignInForm initialMode="signUp" />
      </main>
    );
  }
  if (!code) return <Redirect to="/" replace />;
  return <RedeemCode uid={user.uid} code={code} />;
}
