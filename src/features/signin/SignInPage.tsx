import { useNavigate, useSearchParams } from '../../ui/routing';
import { SignInForm } from './SignInForm';

export function SignInPage() {
  const navigate = useNavigate();
  const params = useSearchParams();
  const next = params.get('next');
  // Only same-site paths are followed after signing in.
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
  return (
    <main className="ui-screen">
      <SignInForm onSignedIn={() => navigate(target)} />
    </main>
  );
}
