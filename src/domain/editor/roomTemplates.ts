import { z } from 'zod';
import { LIMITS } from '../constants';
import type { NewInstance } from './editor';
import { VIDEO_KEYS } from '../objects/objectProps';

/*
 * Room templates (templates/{templateId}, staff only in firestore.rules):
 *   name        what the /admin selectors show (1..48 characters)
 *   instances   { [instanceId]: { assetId, assetType, x, y, angle, props } } — a room's objects
 *               as placed, copied under the same ids into a room furnished from the template
 *   source      { eventId, roomId } of the room it was saved from (absent for seeded ones)
 *   savedBy     the staff member's uid; savedAt the server time (absent for seeded ones)
 * Staff save one with storeRoomAssetInstancesAsTemplate (a new document each time, so saving
 * never overwrites a template a setting names); settings/global names which template new
 * events' main room (defaultTemplate, or demoTemplate for a world made from the demo), a room
 * created later (defaultTemplate) and a demo world's second room (demoSecondRoomTemplate) copy.
 */

export const TEMPLATE_TEXTS = {
  open: 'Save room as template',
  nameLabel: 'Template name',
  save: 'Save template',
  saving: 'Saving...',
  cancel: 'Cancel',
  nameRequired: 'A template needs a name.',
  nameTooLong: `Template names are at most ${LIMITS.nameMax} characters.`,
  tooMany: (max: number) => `A template holds at most ${max} objects; this room has more.`,
  saved: (name: string, count: number) =>
    `Saved template ${name} (${count} ${count === 1 ? 'object' : 'objects'}).`,
} as const;

/**
 * A template is copied into a new room in one transaction, which holds at most 500 writes;
 * a new event itself takes 6.
 */
export const MAX_TEMPLATE_INSTANCES = 480;

/** The room a demo world's second room is, in the demo event and in worlds made from it. */
export const DEMO_SECOND_ROOM_ID = 'demoSecondRoom';

export const templateNameSchema = z
  .string()
  .trim()
  .min(1, TEMPLATE_TEXTS.nameRequired)
  .max(LIMITS.nameMax, TEMPLATE_TEXTS.nameTooLong);

/**
 * The state of a room's life that a template does not carry: a zone's channel (a room made
 * from the template gets its own) and a video's playback (who started it, where it was).
 */
const ROOM_STATE_PROPS: readonly string[] = [
  '_channelId',
  VIDEO_KEYS.playing,
  VIDEO_KEYS.author,
  VIDEO_KEYS.completed,
];

/** An object of a template: what a new instance document holds (editor.ts NewInstance). */
export type TemplateInstance = NewInstance;

const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A stored room instance as a template keeps it: its placement and its lasting props. */
export function templateInstanceOf(instance: Record<string, unknown>): TemplateInstance {
  const props = instance.props;
  const kept =
    props && typeof props === 'object' && !Array.isArray(props)
      ? Object.fromEntries(
          Object.entries(props as Record<string, unknown>).filter(
            ([key]) => !ROOM_STATE_PROPS.includes(key),
          ),
        )
      : {};
  return {
    assetId: typeof instance.assetId === 'string' ? instance.assetId : '',
    assetType: instance.assetType === 'interactive' ? 'interactive' : 'scenery',
    x: num(instance.x),
    y: num(instance.y),
    angle: num(instance.angle),
    props: kept,
  };
}

/** A template as the /admin selectors list it. */
export interface TemplateSummary {
  id: string;
  name: string;
}

/** A selector's option text: the name and, to tell two of one name apart, the id. */
export function templateLabel(template: TemplateSummary): string {
  return template.name && template.name !== template.id
    ? `${template.name} (${template.id})`
    : template.id;
}
