import { useEffect, useState } from 'react';
import { VOICE } from '../../domain/constants';
import { overCapacityPhase } from '../../domain/voice';
import { STAGE_REACH_TEXT } from '../../domain/voice/stageReachText';
import type { StageView } from './voiceFeed';

/**
 * A listener beyond a p2p stage speaker's budget, told why it does not hear the stage (the
 * reference's 'queued' state, with the queue position) for VOICE.overCapacitySwitchMs; then the
 * note says that it hears the general channel (the people around it) meanwhile, keeping the place
 * in the queue. Only the note changes: the conversation's links never depended on the stage. Shown wherever the listener stands (the voice panel is always there).
 */
export function StageQueueNote({ waiting }: { waiting: StageView['waiting'] }) {
  const [now, setNow] = useState(() => Date.now());
  const phase = waiting ? overCapacityPhase(waiting.since, now) : null;
  useEffect(() => {
    if (!waiting || phase !== 'queued') return;
    const switchAt = waiting.since + VOICE.overCapacitySwitchMs;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, switchAt - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [waiting, phase]);
  if (!waiting) return null;
  return (
    <p className="voice-panel__note voice-panel__stage-queue" role="status" data-phase={phase}>
      {phase === 'queued'
        ? STAGE_REACH_TEXT.queued(waiting.position)
        : STAGE_REACH_TEXT.general(waiting.hearing, waiting.position)}
    </p>
  );
}
