import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  FALLBACK_TEMPLATE_IDS,
  TEMPLATE_FOR_CHOICE,
  templateIdSchema,
} from '../../../src/domain/globalSettings';
import { db } from '../shared/admin';

// Room templates (templates/{id}, named by settings/global.defaultTemplate / demoTemplate): what
// a new event's main room and a room created later start with.

/** A transaction holds at most 500 writes; a new event itself takes 6. */
export const MAX_TEMPLATE_INSTANCES = 480;
export interface TemplateInstance {
  assetId?: unknown;
  assetType?: unknown;
  x?: unknown;
  y?: unknown;
  angle?: unknown;
  props?: unknown;
}

const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A template instance as stored in a room: placement copied, a fresh creation time. */
function roomInstance(instance: TemplateInstance) {
  const props = instance.props;
  return {
    assetId: typeof instance.assetId === 'string' ? instance.assetId : '',
    assetType: typeof instance.assetType === 'string' ? instance.assetType : 'scenery',
    x: num(instance.x),
    y: num(instance.y),
    angle: num(instance.angle),
    created: 0,
    props: props && typeof props === 'object' && !Array.isArray(props) ? props : {},
  };
}

/** Reads the room template for the choice (inside the transaction: reads come first). */
export async function readTemplate(
  tx: Transaction,
  choice: 'blank' | 'demo',
): Promise<Record<string, TemplateInstance>> {
  const settings = await tx.get(db.doc('settings/global'));
  const key = TEMPLATE_FOR_CHOICE[choice];
  const configured = templateIdSchema.safeParse(settings.get(key));
  const templateId = configured.success ? configured.data : FALLBACK_TEMPLATE_IDS[key];
  const template = await tx.get(db.doc(`templates/${templateId}`));
  if (!template.exists) {
    logger.warn(`Room template templates/${templateId} is missing: the main room starts empty.`);
    return {};
  }
  const instances = (template.get('instances') ?? {}) as Record<string, TemplateInstance>;
  if (Object.keys(instances).length > MAX_TEMPLATE_INSTANCES) {
    throw new HttpsError(
      'failed-precondition',
      `The room template has more than ${MAX_TEMPLATE_INSTANCES} objects.`,
    );
  }
  return instances;
}

/** Creates the template's instances in the new room (inside the same transaction). */
export function copyTemplateInto(
  tx: Transaction,
  roomRef: DocumentReference,
  instances: Record<string, TemplateInstance>,
): void {
  for (const [id, instance] of Object.entries(instances)) {
    if (!id || id.includes('/') || !instance || typeof instance !== 'object') continue;
    tx.create(roomRef.collection('instances').doc(id), roomInstance(instance));
  }
}
