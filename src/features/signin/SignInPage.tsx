import { useNavigate, useSearchParams } from '../../ui/routing';
import { LanguageProvider } from '../languages';
import { SignInForm } from './SignInForm';

/** /signin, a page of its own outside the account shell: `<html lang dir>` follow the language. */
export function SignInPage() {
  return (
    <LanguageProvider ownsDocument>
      <SignInContent />
    </LanguageProvider>
  );
}

function SignInContent() {
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
