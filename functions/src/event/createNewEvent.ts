import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { accountEventEntry } from '../../../src/domain/accountEvents';
import { type CreateNewEventResult } from '../../../src/domain/protocol/callables';
import { DEFAULT_ROOM_ID } from '../../../src/domain/constants';
import { EVENT_ERROR_TEXT } from '../../../src/domain/events';
import { TEMPLATE_FOR_CHOICE } from '../../../src/domain/globalSettings';
import { DEMO_SECOND_ROOM_ID } from '../../../src/domain/editor/roomTemplates';
import { toSlug } from '../../../src/domain/slugs';
import { db } from '../shared/admin';
import { authedCallable, type Caller } from '../shared/callable';
import { logDemoSecondRoomFailed, logEventCreated } from '../shared/log';
import { copyTemplateInto, createRoomFromTemplate, readTemplate } from './roomTemplate';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const CREATE_EVENT_TEXT = {
  lackingPermission: EVENT_ERROR_TEXT.lackingPermission,
  alreadyExists: EVENT_ERROR_TEXT.urlInUse,
} as const;

/** A default URL for an event created without a name or slug: 'event-' + 6 characters. */
function generatedSlug(): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return `event-${suffix}`;
}

async function canCreateEvents(caller: Caller): Promise<boolean> {
  if (caller.staff) return true;
  const user = await db.doc(`users/${caller.uid}`).get();
  return user.get('permissions.createEvents') === true;
}

/**
 * A world made from the demo gets the demo's second room too, furnished from
 * demoSecondRoomTemplate. Its own transaction (each template may hold up to 480 objects, one
 * transaction 500 writes): when it fails the event still works from its main room, so the
 * failure is logged rather than refused.
 */
async function addDemoSecondRoom(eventRef: DocumentReference): Promise<void> {
  try {
    await createRoomFromTemplate(
      eventRef.collection('rooms').doc(DEMO_SECOND_ROOM_ID),
      'demoSecondRoomTemplate',
      { fallbackName: 'Second room' },
    );
  } catch (error) {
    logDemoSecondRoomFailed(eventRef.id, error);
  }
}

/**
 * Creates an event with its URL, access documents, the creator's membership and a main room
 * copied from a template (defaultTemplate, or demoTemplate) — all in one transaction, so a taken URL leaves nothing behind.
 */
export const createNewEvent = authedCallable(
  CALLABLES.createNewEvent,
  async (payload, caller): Promise<CreateNewEventResult> => {
    if (!(await canCreateEvents(caller))) {
      throw new HttpsError('permission-denied', CREATE_EVENT_TEXT.lackingPermission, {
        reason: 'lacking_permission',
      });
    }
    const requested = toSlug(payload.slug || payload.name);
    const eventRef = db.collection('events').doc();
    const eventId = eventRef.id;

    const slug = await db.runTransaction(async (tx) => {
      let slug = requested || generatedSlug();
      let slugSnap = await tx.get(db.doc(`slugs/${slug}`));
      // A generated URL is retried; a chosen one is the caller's to change.
      for (let attempt = 0; !requested && slugSnap.exists && attempt < 5; attempt++) {
        slug = generatedSlug();
        slugSnap = await tx.get(db.doc(`slugs/${slug}`));
      }
      if (slugSnap.exists) {
        throw new HttpsError('already-exists', CREATE_EVENT_TEXT.alreadyExists, {
          reason: 'already_exists',
        });
      }
      const template = await readTemplate(tx, TEMPLATE_FOR_CHOICE[payload.createFromTemplate]);

      tx.create(db.doc(`slugs/${slug}`), { eventId });
      tx.create(eventRef, {
        name: payload.name,
        slug,
        defaultSlug: slug,
        creatorId: caller.uid,
        paymentPointer: null,
        access: { isClosed: false, publicEditingEnabled: false, accessType: 'public' },
        config: { instancingEnabled: false, inviteUsersPromptDismissed: false },
        eventStage: { participants: {} },
        archived: false,
        developmentEvent: payload.developmentEvent,
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.create(eventRef.collection('restricted').doc('access'), {
        eventPassword: null,
        approvedEmails: [],
      });
      tx.create(eventRef.collection('members').doc(caller.uid), {
        granted: true,
        banned: false,
        earlyAccess: false,
        roles: {},
        grantedAt: FieldValue.serverTimestamp(),
      });
      const roomRef: DocumentReference = eventRef.collection('rooms').doc(DEFAULT_ROOM_ID);
      tx.create(roomRef, { name: 'Main', audioAttenuation: null, audioRolloff: null });
      copyTemplateInto(tx, roomRef, template.instances);
      tx.set(
        db.doc(`profiles/${caller.uid}`),
        { createdEvents: { [eventId]: accountEventEntry({ name: payload.name, slug }) } },
        { merge: true },
      );
      return slug;
    });
    if (payload.createFromTemplate === 'demo') await addDemoSecondRoom(eventRef);
    logEventCreated({ eventId, slug, uid: caller.uid });
    return { eventId, slug };
  },
);
