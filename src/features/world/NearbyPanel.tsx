import { useEffect, useId, useRef, useState } from 'react';
import {
  approachPoint,
  NEARBY,
  nearAnnouncement,
  nearbyPeople,
  nearChanges,
  type NearbyPerson,
  type Placed,
  whereNearby,
} from '../../domain/nearby';
import { PERSON_AUDIO_TEXT } from '../../domain/voice/peerAudio';
import { Button } from '../../ui/Button';
import { useVoiceState } from '../voice';
import { useLayer } from '../../ui/layers';
import { nameOfRoom, useEventSession, useRoomNames } from '../session';
import type { WorldState } from './worldState';

/** The people drawn around the player (the world's per-frame state, read on a timer). */
function visiblePeople(state: WorldState): Placed[] {
  return [...state.remotes.values()]
    .filter((remote) => state.visibleRemoteIds?.has(remote.id))
    .map(({ id, name, x, y, hand }) => ({ id, name, x, y, hand }));
}

/**
 * Which room the listed people share with the player: Nearby lists only the room one stands in
 * (the attendees list says where everyone else is). Its own component, so the rooms are read
 * only while the panel is open.
 */
function NearbyRoom() {
  const roomId = useEventSession((s) => s.roomId);
  const demo = useEventSession((s) => s.demo);
  const rooms = useRoomNames();
  if (!rooms || rooms.length < 2) return null;
  return (
    <p className="nearby__room">
      In <bdi>{nameOfRoom(rooms, roomId)}</bdi>.{/* The demo has no attendees list (reference). */}
      {!demo && ' People in other rooms are under Attendees.'}
    </p>
  );
}

/**
 * The world for people who do not see it: a 'Nearby' list (name, distance, direction, and a
 * button that walks there) and a polite live region that says, at most every 5 s, who came
 * near or left.
 */
export function NearbyPanel({ state }: { state: WorldState }) {
  const [open, setOpen] = useState(false);
  const [people, setPeople] = useState<NearbyPerson[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const near = useRef(new Map<string, string>());
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { people: audio, retryPerson } = useVoiceState();
  useLayer(panel, open, () => setOpen(false));

  // A row that goes with the panel may take its focus along without a blur.
  useEffect(() => {
    if (!open) state.focusedPerson = null;
  }, [open, state]);

  useEffect(() => {
    if (!open) return;
    const refresh = () => setPeople(nearbyPeople(state.player, visiblePeople(state)));
    refresh();
    const timer = setInterval(refresh, 1000);
    return () => clearInterval(timer);
  }, [open, state]);

  useEffect(() => {
    const timer = setInterval(() => {
      const now = new Map(
        nearbyPeople(state.player, visiblePeople(state))
          .filter((p) => p.distance <= NEARBY.nearMetres)
          .map((p) => [p.id, p.name]),
      );
      const said = nearAnnouncement(nearChanges(near.current, now));
      near.current = now;
      if (said) setAnnouncement(said);
    }, NEARBY.announceEveryMs);
    return () => clearInterval(timer);
  }, [state]);

  return (
    <div className="nearby">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {open && (
        <section ref={panel} className="ui-panel nearby__panel" aria-labelledby={titleId}>
          <h2 id={titleId}>Nearby</h2>
          <NearbyRoom />
          {people.length === 0 ? (
            <p>Nobody is near you yet.</p>
          ) : (
            <ul>
              {people.map((person) => (
                <li key={person.id}>
                  {/* bdi: a right-to-left name keeps its words to itself. */}
                  <span>
                    <bdi>{person.name}</bdi>, {whereNearby(person)}
                    {person.hand && ' · hand raised'}
                    {audio.has(person.id) && (
                      <span className="nearby__audio">
                        {' · '}
                        {PERSON_AUDIO_TEXT[audio.get(person.id)!.state]}
                      </span>
                    )}
                  </span>
                  {audio.get(person.id)?.state === 'cannotConnect' && (
                    <button
                      type="button"
                      aria-label={`Retry ${person.name}'s audio`}
                      onClick={() => retryPerson(person.id)}
                    >
                      Retry
                    </button>
                  )}
                  <button
                    type="button"
                    aria-label={`Walk to ${person.name}`}
                    // Their name tag shows while this has the focus, labelled or not.
                    onFocus={() => (state.focusedPerson = person.id)}
                    onBlur={() => (state.focusedPerson = null)}
                    onClick={() => (state.input.target = approachPoint(state.player, person))}
                  >
                    Walk to
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Nearby
      </Button>
    </div>
  );
}
