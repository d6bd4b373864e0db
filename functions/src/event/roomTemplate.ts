import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  FALLBACK_TEMPLATE_IDS,
  templateIdSchema,
  type TemplateSettingKey,
} from '../../../src/domain/globalSettings';
import {
  MAX_TEMPLATE_INSTANCES,
  templateInstanceOf,
} from '../../../src/domain/editor/roomTemplates';
import { db } from '../shared/admin';
import { logRoomTemplateMissing } from '../shared/log';

// Room templates (templates/{id}, the data model in src/domain/editor/roomTemplates.ts), named by
// settings/global: what a new event's rooms and a room created later start with.

export interface RoomTemplate {
  /** The template's own name ('' when it has none, or is missing). */
  name: string;
  instances: Record<string, unknown>;
}

/**
 * Reads the template a setting of settings/global names (inside the transaction: reads come
 * first). A missing template furnishes nothing: the room starts empty.
 */
export async function readTemplate(
  tx: Transaction,
  key: TemplateSettingKey,
): Promise<RoomTemplate> {
  const settings = await tx.get(db.doc('settings/global'));
  const configured = templateIdSchema.safeParse(settings.get(key));
  const templateId = configured.success ? configured.data : FALLBACK_TEMPLATE_IDS[key];
  const template = await tx.get(db.doc(`templates/${templateId}`));
  if (!template.exists) {
    logRoomTemplateMissing({ templateId, setting: key });
    return { name: '', instances: {} };
  }
  const stored: unknown = template.get('instances');
  const instances =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  if (Object.keys(instances).length > MAX_TEMPLATE_INSTANCES) {
    throw new HttpsError(
      'failed-precondition',
      `The room template has more than ${MAX_TEMPLATE_INSTANCES} objects.`,
    );
  }
  const name: unknown = template.get('name');
  return { name: typeof name === 'string' ? name : '', instances };
}

/**
 * Creates the template's instances in the new room (inside the same transaction), under the
 * template's ids: placement and lasting props copied, a fresh creation time.
 */
export function copyTemplateInto(
  tx: Transaction,
  roomRef: DocumentReference,
  instances: Record<string, unknown>,
): void {
  for (const [id, instance] of Object.entries(instances)) {
    if (!id || id.includes('/') || !instance || typeof instance !== 'object') continue;
    const copied = templateInstanceOf(instance as Record<string, unknown>);
    tx.create(roomRef.collection('instances').doc(id), { ...copied, created: 0 });
  }
}

/** Room names are 1..48 characters (firestore.rules isValidRoom). */
function roomName(preferred: string, fallback: string): string {
  return preferred.trim().slice(0, 48).trim() || fallback;
}

/**
 * Creates a room furnished from the template a setting names, in one transaction: the room
 * (named `name`, else the template's name, else `fallbackName`) and its objects, or nothing.
 */
export async function createRoomFromTemplate(
  roomRef: DocumentReference,
  key: TemplateSettingKey,
  names: { name?: string; fallbackName: string },
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const template = await readTemplate(tx, key);
    tx.create(roomRef, {
      name: roomName(names.name ?? template.name, names.fallbackName),
      audioAttenuation: null,
      audioRolloff: null,
    });
    copyTemplateInto(tx, roomRef, template.instances);
  });
}
