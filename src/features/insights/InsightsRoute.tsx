import { useParams } from '../../ui/routing';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useSession } from '../auth';
import { SignInForm } from '../signin';
import { InsightsPage } from './InsightsPage';

/** The insights route: signed-in people only (the callable decides whose numbers they see). */
export default function InsightsRoute() {
  const { slug = '' } = useParams();
  const { user, ready } = useSession();
  if (!ready) return <LoadingScreen text="Loading..." />;
  if (!user || user.isAnonymous) {
    return (
      <main className="ui-screen">
        <SignInForm />
      </main>
    );
  }
  return <InsightsPage key={slug} slug={slug} />;
}
