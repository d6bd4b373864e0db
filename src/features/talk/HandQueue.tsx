import { useEffect, useState } from 'react';
import { giveFloor, lowerHand, takeFloor, watchHandQueue } from '../../data/hands';
import { TALK_TEXT, type RaisedHand } from '../../domain/talk';
import { FLOOR_TEXT, floorDecision, handQueue } from '../../domain/talkFloor';
import { useVoiceState } from '../voice';
import './talk.css';

const reasonOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/**
 * The stage overlay's part for organisers and stage speakers: the room's raised hands, oldest
 * first, each with 'Give the floor' and 'Lower hand', and who holds the floor, each with 'Take
 * back the floor'. Giving the floor lowers the hand. The rules refuse these writes to anyone
 * else, and a third holder to everyone (TALK.maxFloor).
 */
export default function HandQueue({
  eventId,
  roomId,
  floor,
}: {
  eventId: string;
  roomId: string;
  floor: readonly string[];
}) {
  const { nameOf } = useVoiceState();
  const [hands, setHands] = useState<RaisedHand[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(
    () =>
      watchHandQueue(
        eventId,
        roomId,
        (next) => setHands(handQueue(next)),
        (reason) => setError(`${FLOOR_TEXT.actionFailed} ${reasonOf(reason)}`),
      ),
    [eventId, roomId],
  );
  const act = (uid: string, write: () => Promise<unknown>) => {
    setBusy(uid);
    setError(null);
    write()
      .catch((reason: unknown) => setError(`${FLOOR_TEXT.actionFailed} ${reasonOf(reason)}`))
      .finally(() => setBusy(null));
  };
  const give = (hand: RaisedHand) => {
    if (floorDecision(floor, hand.uid) === 'full') return setError(FLOOR_TEXT.floorFull);
    act(hand.uid, async () => {
      await giveFloor(eventId, hand.uid);
      await lowerHand(eventId, roomId, hand.uid);
    });
  };
  const holderName = (uid: string) =>
    nameOf(uid) || hands?.find((hand) => hand.uid === uid)?.name || uid;

  return (
    <div className="talk-queue">
      <h3 className="talk-queue__title">{FLOOR_TEXT.queueTitle}</h3>
      {hands === null ? (
        !error && <p className="talk-queue__empty">Loading...</p>
      ) : hands.length === 0 ? (
        <p className="talk-queue__empty">{FLOOR_TEXT.queueEmpty}</p>
      ) : (
        <ol className="talk-queue__list">
          {hands.map((hand) => (
            <li key={hand.uid} className="talk-queue__row">
              <span className="talk-queue__name">{hand.name || hand.uid}</span>
              <span className="talk-queue__actions">
                <button
                  type="button"
                  aria-label={`${FLOOR_TEXT.giveFloor}: ${hand.name}`}
                  disabled={busy === hand.uid}
                  onClick={() => give(hand)}
                >
                  {FLOOR_TEXT.giveFloor}
                </button>
                <button
                  type="button"
                  aria-label={`${TALK_TEXT.lowerHand}: ${hand.name}`}
                  disabled={busy === hand.uid}
                  onClick={() => act(hand.uid, () => lowerHand(eventId, roomId, hand.uid))}
                >
                  {TALK_TEXT.lowerHand}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {floor.length > 0 && (
        <>
          <h3 className="talk-queue__title">{FLOOR_TEXT.floorTitle}</h3>
          <ul className="talk-queue__list">
            {floor.map((uid) => (
              <li key={uid} className="talk-queue__row">
                <span className="talk-queue__name">{holderName(uid)}</span>
                <button
                  type="button"
                  aria-label={`${FLOOR_TEXT.takeFloor}: ${holderName(uid)}`}
                  disabled={busy === uid}
                  onClick={() => act(uid, () => takeFloor(eventId, uid))}
                >
                  {FLOOR_TEXT.takeFloor}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p className="talk-queue__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
