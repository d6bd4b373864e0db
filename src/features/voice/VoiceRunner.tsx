import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { InHudRegion } from '../../ui/HudRegions';
import { watchRoomAudioSettings } from '../../data/voiceAudio';
import { isBotId } from '../../domain/bots';
import { roomAudio, silencedByEvent, type RoomAudio } from '../../domain/voice';
import { useEventSession, useEventSessionStore } from '../session';
import { FeedSwitch } from './feedSwitch';
import type { StageStatus } from './engine';
import { loadStageParts } from './lazyStage';
import { peopleAudioKey, peopleAudioStates, type PersonAudio } from './peopleAudio';
import type { StageTracker } from './stageTracker';
import { useGlobalAudioListeners } from './useGlobalAudioListeners';
import { useVoiceSession, type VoiceSession } from './useVoiceSession';
import {
  NO_STAGE_VIEW,
  type StageView,
  type StartRoster,
  type VoiceSessionValue,
} from './voiceFeed';
import type { VoiceWorld } from './voiceLoop';
import { VoicePanel } from './VoicePanel';
import { voiceWorldOf } from './voiceWorld';
import type { WorldFeedSlot } from './worldFeedSlot';

/** Where a roster places the player before the world does: the room's spawn area's centre. */
const SPAWN_CENTRE = { x: 512, y: 512 };

/** What the running voice tells the world and its overlays (SessionVoice adds `register`). */
export type RunningVoice = Omit<VoiceSessionValue, 'register'>;

/**
 * The voice of a joined session, once SessionVoice starts it (a lazy chunk, loaded when the
 * world is drawn): signalling and connections, planned from the mounted world's feed (the
 * interpolated positions), or from the room's roster (its positions and objects, the player at
 * the spawn) between a change of room and the next world's mount. A change of room re-plans
 * the same voice session for the new room. Shows the voice controls, and hands the mute state,
 * the stage's reach and each person's audio to SessionVoice's context (`onValue`).
 */
export default function VoiceRunner({
  loadRoster,
  worldFeeds,
  startMuted,
  onValue,
  onCheckAudio,
}: {
  /** The roster's code (a chunk of the world feature). */
  loadRoster: () => Promise<StartRoster>;
  /** The world's feed, registered with SessionVoice from the world's mount on. */
  worldFeeds: WorldFeedSlot;
  /** Mute was pressed before the voice started. */
  startMuted: boolean;
  onValue: (value: RunningVoice) => void;
  onCheckAudio: () => void;
}) {
  const store = useEventSessionStore();
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  const roomId = useEventSession((s) => s.roomId);
  const participantList = useEventSession((s) => s.event.stageParticipants);
  const floorList = useEventSession((s) => s.event.floor);
  const attendeesMuted = useEventSession((s) => s.event.attendeesMuted);
  const stageSpeaker = useEventSession((s) => s.roles.stageSpeaker);
  // Read at every voice update (300 ms), outside React renders.
  const participants = useMemo(() => new Set(participantList), [participantList]);
  const stageParticipants = useRef(participants);
  stageParticipants.current = participants;
  const floor = useRef<ReadonlySet<string>>(new Set());
  floor.current = useMemo(() => new Set(floorList), [floorList]);
  const globalAudioListeners = useGlobalAudioListeners(eventId, uid, participants.has(uid));
  const room = useRef<RoomAudio>(roomAudio());
  useEffect(
    () =>
      watchRoomAudioSettings(eventId, roomId, (settings) => (room.current = roomAudio(settings))),
    [eventId, roomId],
  );

  const feeds = useRef<FeedSwitch | null>(null);
  useEffect(() => {
    let current: FeedSwitch | null = null;
    let unsubscribe = () => undefined as void;
    let unfollow = () => undefined as void;
    let disposed = false;
    void loadRoster().then((startRoster) => {
      if (disposed) return;
      current = new FeedSwitch((id) =>
        startRoster({ eventId, roomId: id, uid, spawn: store.getState().arrival ?? SPAWN_CENTRE }),
      );
      feeds.current = current;
      // The world drawn already has registered: its room needs no roster.
      unfollow = worldFeeds.follow(current);
      current.setRoom(store.getState().roomId);
      // Synchronously with the store, before React remounts the world in the new room.
      unsubscribe = store.subscribe((state) => current?.setRoom(state.roomId));
    });
    return () => {
      disposed = true;
      unsubscribe();
      unfollow();
      current?.stop();
      if (feeds.current === current) feeds.current = null;
    };
  }, [store, eventId, uid, loadRoster, worldFeeds]);

  const [stage, setStage] = useState<StageView>(NO_STAGE_VIEW);
  // The stage's tracker is a lazy chunk (stageParts.ts): loaded once someone in the room is on
  // stage or this attendee waits for a speaker, so a room without a stage never fetches it.
  const tracker = useRef<StageTracker | null>(null);
  const wantStage = useRef<() => void>(() => undefined);
  useEffect(() => {
    let disposed = false;
    let current: StageTracker | null = null;
    let loading = false;
    wantStage.current = () => {
      if (loading) return;
      loading = true;
      void loadStageParts()
        .then((parts) => {
          if (disposed) return;
          current = parts.startStageTracker({ eventId, uid, onView: setStage });
          tracker.current = current;
        })
        .catch((error: unknown) => {
          // Retried at the next plan: the overlay says less meanwhile, the voice is unaffected.
          loading = false;
          console.warn('Voice: the stage code did not load', error);
        });
    };
    return () => {
      disposed = true;
      current?.stop();
      tracker.current = null;
      wantStage.current = () => undefined;
      setStage(NO_STAGE_VIEW);
    };
  }, [eventId, uid]);

  // Not known until the first plan, which waits for the microphone and the engine: saying
  // "Nobody else is here yet" meanwhile was wrong whenever someone was (the badge says
  // "Joining audio..." instead).
  const [alone, setAlone] = useState(false);
  const [onlyBots, setOnlyBots] = useState(false);
  const [speakingNames, setSpeakingNames] = useState<string[]>([]);
  const getWorld = useCallback((): VoiceWorld | null => {
    const feed = feeds.current?.current();
    if (!feed) return null;
    const people = feed.people();
    // Read twice below (the voices, then whether bots are around): an array, not an iterator.
    const remotes = [...people.remotes];
    const world = voiceWorldOf(people.player, remotes, {
      objects: feed.objects(),
      stageParticipants: stageParticipants.current,
      floor: floor.current,
      room: room.current,
      listeners: globalAudioListeners(),
    });
    // Alone only once the room's positions are in: before, no one around means "not known yet"
    // (on a busy machine the first plan came before them, and the badge said 'Nobody else is
    // here yet' beside someone).
    const alone = people.known && world.others.length === 0;
    setAlone(alone);
    setOnlyBots(alone && remotes.some((remote) => isBotId(remote.id)));
    return world;
  }, [globalAudioListeners]);
  const onSpeaking = useCallback(
    (ids: ReadonlySet<string>) => {
      const feed = feeds.current?.current();
      feed?.onSpeaking?.(ids);
      const nameOf = (id: string) =>
        id === store.getState().uid ? store.getState().name : (feed?.nameOf(id) ?? '');
      const names = [...ids].map(nameOf).filter(Boolean).sort();
      setSpeakingNames((previous) => (previous.join('\n') === names.join('\n') ? previous : names));
    },
    [store],
  );
  // Each person's audio state, re-rendered only when one changes (the plan runs every 300 ms).
  const engineStatus = useRef<VoiceSession['status']>(null);
  const [people, setPeople] = useState<ReadonlyMap<string, PersonAudio>>(new Map());
  const peopleKey = useRef('');
  const onPlanned = useCallback(
    (world: VoiceWorld, heard: ReadonlySet<string>, status: StageStatus | null) => {
      const states = peopleAudioStates(world, heard, engineStatus.current);
      const key = peopleAudioKey(states);
      if (key !== peopleKey.current) {
        peopleKey.current = key;
        setPeople(states);
      }
      if (tracker.current) return tracker.current.update(store.getState().roomId, world, status);
      const staged = world.listener.onStage || world.others.some((person) => person.onStage);
      if (staged || (status?.queue.size ?? 0) > 0) wantStage.current();
    },
    [store],
  );

  const nameOf = useCallback((id: string) => feeds.current?.current()?.nameOf(id) ?? '', []);
  const session = useVoiceSession({
    eventId,
    uid,
    active: true,
    startMuted,
    silenced: silencedByEvent(attendeesMuted, { stageSpeaker }),
    getWorld,
    onSpeaking,
    onPlanned,
  });
  engineStatus.current = session.status;
  const { retryPerson, toggleMute } = session;
  const value = useMemo(
    () => ({ muted: session.muted, stage, people, retryPerson, toggleMute, nameOf }),
    [session.muted, stage, people, retryPerson, toggleMute, nameOf],
  );
  useEffect(() => onValue(value), [onValue, value]);
  return (
    <InHudRegion region="topLeft">
      <VoicePanel
        session={session}
        alone={alone}
        onlyBots={onlyBots}
        speakingNames={speakingNames}
        stage={stage}
        people={people}
        nameOf={nameOf}
        onCheckAudio={onCheckAudio}
      />
    </InHudRegion>
  );
}
