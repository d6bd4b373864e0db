import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { CHAT_LABEL } from '../../domain/chatLabel';
import { Button } from '../../ui/Button';
import { useEventSession } from '../session';
import './chat.css';

// The chat (its listeners, unread count, previews and panel) is not needed to walk: its code
// loads a moment after the world has been drawn (the world's first seconds keep the link to
// themselves), or as soon as someone reaches for its button.
const loadDock = () => import('./ChatDock');
const ChatDock = lazy(() => loadDock().then((m) => ({ default: m.ChatDock })));
const preloadDock = () => void loadDock().catch(() => undefined);
const AFTER_WORLD_MS = 1500;

/**
 * The 'Chat' button of the bottom-left bar from the first moment, with the chat's code behind
 * it loaded after the world: until then a stand-in button holds its place, and a press on it
 * opens the chat as soon as the code is here.
 */
export function DeferredChatDock() {
  const worldShown = useEventSession((s) => s.worldShown);
  const [asked, setAsked] = useState(false);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!worldShown) return;
    // A transition: the stand-in stays as it is while the code loads. Outside one, React would
    // hide it (display: none) and show the fallback, a second stand-in, in the meantime.
    const timer = setTimeout(() => startTransition(() => setDue(true)), AFTER_WORLD_MS);
    return () => clearTimeout(timer);
  }, [worldShown]);
  // Whether the stand-in had the focus when it went: the next button takes it on.
  const hadFocus = useRef(false);
  const standIn = <StandIn hadFocus={hadFocus} onAsk={() => setAsked(true)} />;
  return (
    <Suspense fallback={standIn}>
      {due || asked ? (
        <ChatDock initialOpen={asked} standInHadFocus={asked ? undefined : hadFocus} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}

function StandIn({ hadFocus, onAsk }: { hadFocus: RefObject<boolean>; onAsk: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (hadFocus.current) button.current?.focus();
    const element = button.current;
    // A layout effect's cleanup runs while the button is still in the page.
    return () => {
      hadFocus.current = element !== null && document.activeElement === element;
    };
  }, [hadFocus]);
  return (
    <div className="chat">
      <Button
        ref={button}
        variant="secondary"
        className="chat__button"
        aria-expanded={false}
        onPointerEnter={preloadDock}
        onFocus={preloadDock}
        onClick={onAsk}
      >
        {CHAT_LABEL}
      </Button>
    </div>
  );
}
