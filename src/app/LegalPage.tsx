import { PRODUCT_NAME } from '../domain/constants';
import { MessageScreen } from '../ui/MessageScreen';
import { Link } from '../ui/routing';

const PAGES = {
  terms: {
    title: 'Terms of Service',
    body: `By using ${PRODUCT_NAME} you agree to behave kindly in events, to respect the rules each organizer sets, and not to upload content you have no right to share. Organizers are responsible for the events they create.`,
  },
  privacy: {
    title: 'Privacy Policy',
    body: `${PRODUCT_NAME} stores your account e-mail, the name and animal you choose, and your position while you are in an event, to show you to other attendees. Voice is sent to the people near you and is not recorded.`,
  },
} as const;

/** /terms and /privacy, linked from the sign-in screen. */
export default function LegalPage({ page }: { page: keyof typeof PAGES }) {
  const { title, body } = PAGES[page];
  return (
    <MessageScreen title={title} actions={<Link to="/signin">Back to sign in</Link>}>
      <p>{body}</p>
    </MessageScreen>
  );
}
