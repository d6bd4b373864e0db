import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { slotStart } from '../../../src/domain/insights/insights';
import { insightSlotDoc } from '../../../src/domain/protocol/paths';
import { db } from '../shared/admin';
import { isReactionMade } from './reactionWrites';

/**
 * insights-countReaction: adds a reaction to the slot of its time
 * (events/{e}/insightSlots/{slot}.reactions). One increment per reaction, so a slot document
 * takes as many writes as reactions are made in it: Firestore sustains about one write a
 * second on one document and absorbs bursts (applause), docs/scale.md. A redelivered trigger
 * would count its reaction twice, which the chart can bear.
 */
export const countReaction = onDocumentWritten(
  'events/{eventId}/reactions/{uid}',
  async (event) => {
    if (!isReactionMade(event.data?.before.data(), event.data?.after.data())) return;
    const timeMs = Date.parse(event.time);
    const slotMs = slotStart(Number.isFinite(timeMs) ? timeMs : Date.now());
    await db
      .doc(insightSlotDoc(event.params.eventId, slotMs))
      .set(
        { at: Timestamp.fromMillis(slotMs), reactions: FieldValue.increment(1) },
        { merge: true },
      );
  },
);
