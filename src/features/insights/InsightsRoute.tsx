import { useParams } from '../../ui/routing';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useSession } from '../auth';
import { LanguageProvider, useT } from '../languages';
import { SignInForm } from '../signin';
import { InsightsPage } from './InsightsPage';

/**
 * The insights route: signed-in people only (the callable decides whose numbers they see). A
 * page of its own, outside the account shell: `<html lang dir>` follow the language here.
 */
export default function InsightsRoute() {
  return (
    <LanguageProvider ownsDocument>
      <InsightsContent />
    </LanguageProvider>
  );
}

function InsightsContent() {
  const t = useT();
  const { slug = '' } = useParams();
  const { user, ready } = useSession();
  if (!ready) return <LoadingScreen text={t('common.loading')} />;
  if (!user || user.isAnonymous) {
    return (
      <main className="ui-screen">
        <SignInForm />
      </main>
    );
  }
  return <InsightsPage key={slug} slug={slug} />;
}
