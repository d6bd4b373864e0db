import { useEffect, useRef, useState } from 'react';
import type { ProgrammeSession } from '../../../domain/programme';
import { noticeText, PROGRAMME_PANEL_TEXT } from '../../../domain/programmePanelText';
import { dueNotices, PROGRAMME_NOTICE } from '../../../domain/programmeNotice';
import { Button } from '../../../ui/Button';
import { InHudRegion } from '../../../ui/HudRegions';
import { nameOfRoom, useEventSession, useRoomNames } from '../../session';
import { GoToRoom } from '../panel/GoToRoom';
import { useProgramme } from '../panel/useProgramme';
import { useStars } from '../panel/useStars';

/**
 * The notice before a starred session (issue 33): PROGRAMME_NOTICE.leadMs before it starts,
 * '“Posters A–F” starts in 5 minutes in Poster hall.' with 'Go to room' and 'Dismiss', in the
 * HUD's notices, once per session on this page. It listens to the person's stars document, and
 * to the programme only while they have stars; the clock is read every PROGRAMME_NOTICE.checkMs.
 * Loaded with the panel by the event's toolbar once the world is shown (src/app/toolbarPanels.ts);
 * its styles are in src/app/event-toolbar.css, beside .session-notice's.
 */
export function ProgrammeNotice() {
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  const stars = useStars(eventId, uid);
  const starred = stars.ids !== null && stars.ids.size > 0 ? stars.ids : null;
  const programme = useProgramme(starred ? eventId : null);
  const sessions = programme.status === 'ready' ? programme.value : null;
  // Noticed on this page already (kept while the notice is dismissed or the stars change).
  const shown = useRef(new Set<string>());
  const [notices, setNotices] = useState<ProgrammeSession[]>([]);

  useEffect(() => {
    if (!sessions || !starred) return;
    const check = () => {
      const due = dueNotices(sessions, starred, Date.now(), shown.current);
      if (due.length === 0) return;
      for (const session of due) shown.current.add(session.id);
      setNotices((list) => [...list, ...due]);
    };
    check();
    const timer = setInterval(check, PROGRAMME_NOTICE.checkMs);
    return () => clearInterval(timer);
  }, [sessions, starred]);

  if (notices.length === 0) return null;
  const dismiss = (id: string) => setNotices((list) => list.filter((s) => s.id !== id));
  return (
    <InHudRegion region="notices">
      {notices.map((session) => (
        <NoticeCard key={session.id} session={session} onDismiss={() => dismiss(session.id)} />
      ))}
    </InHudRegion>
  );
}

function NoticeCard({ session, onDismiss }: { session: ProgrammeSession; onDismiss: () => void }) {
  const room = nameOfRoom(useRoomNames(), session.roomId);
  return (
    <section className="session-notice programme-notice" aria-label={session.title}>
      <p role="alert">{noticeText(session.title, room)}</p>
      <div className="programme-notice__actions">
        <GoToRoom roomId={session.roomId} roomName={room} onTravelled={onDismiss} />
        <Button variant="secondary" onClick={onDismiss}>
          {PROGRAMME_PANEL_TEXT.dismiss}
        </Button>
      </div>
    </section>
  );
}
