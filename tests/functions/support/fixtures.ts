// Event fixtures written with the admin SDK. Every event gets a unique id and slug, so tests
// never depend on (or disturb) each other's data, the seed, or other test files.
import type { AccessType } from '../../../src/domain/access';
import {
  FALLBACK_TEMPLATE_IDS,
  TEMPLATE_FOR_CHOICE,
  templateIdSchema,
} from '../../../src/domain/globalSettings';
import type { RoleFlags } from '../../../src/domain/roles';
import { DEFAULT_TEMPLATE_ROOM, DEMO_ROOMS } from '../../../scripts/seed/demo-world.mjs';
import { adminDb, unique } from './emulators';
import { eventDoc, memberDoc } from '../../../src/domain/protocol/paths';

export interface EventFixture {
  eventId: string;
  slug: string;
}

export interface EventOptions {
  creatorId: string;
  name?: string;
  archived?: boolean;
  isClosed?: boolean;
  accessType?: AccessType;
  eventPassword?: string | null;
  approvedEmails?: string[];
  /** Extra rooms besides '_main'. */
  rooms?: string[];
}

export async function createEventFixture(options: EventOptions): Promise<EventFixture> {
  const eventId = unique('fx-event');
  const slug = unique('fx-slug');
  const event = adminDb.doc(eventDoc(eventId));
  const batch = adminDb.batch();
  batch.set(event, {
    name: options.name ?? 'Fixture event',
    slug,
    defaultSlug: slug,
    creatorId: options.creatorId,
    paymentPointer: null,
    access: {
      isClosed: options.isClosed ?? false,
      publicEditingEnabled: false,
      accessType: options.accessType ?? 'public',
    },
    config: { instancingEnabled: false, inviteUsersPromptDismissed: false },
    eventStage: { participants: {} },
    archived: options.archived ?? false,
    developmentEvent: true,
  });
  batch.set(event.collection('restricted').doc('access'), {
    eventPassword: options.eventPassword ?? null,
    approvedEmails: options.approvedEmails ?? [],
  });
  batch.set(adminDb.doc(`slugs/${slug}`), { eventId });
  batch.set(event.collection('members').doc(options.creatorId), member({ granted: true }));
  for (const roomId of ['_main', ...(options.rooms ?? [])]) {
    batch.set(event.collection('rooms').doc(roomId), {
      name: roomId === '_main' ? 'Main' : roomId,
      audioAttenuation: null,
      audioRolloff: null,
    });
  }
  await batch.commit();
  return { eventId, slug };
}

export function member(
  overrides: { granted?: boolean; banned?: boolean; earlyAccess?: boolean; roles?: RoleFlags } = {},
) {
  return { granted: false, banned: false, earlyAccess: false, roles: {}, ...overrides };
}

export async function setMember(
  eventId: string,
  uid: string,
  overrides: Parameters<typeof member>[0] = {},
): Promise<void> {
  await adminDb.doc(memberDoc(eventId, uid)).set(member(overrides));
}

export async function readMember(eventId: string, uid: string) {
  return (await adminDb.doc(memberDoc(eventId, uid)).get()).data();
}

const SEED_TEMPLATES = { blank: DEFAULT_TEMPLATE_ROOM, demo: DEMO_ROOMS.demo };

/**
 * The template createNewEvent will copy for a choice (settings/global may name another one than
 * the default, e.g. after the rules tests' fixtures). Gives it the seed's instances when it has
 * none, so the copy is checked on real content. Returns its instances.
 */
export async function ensureTemplate(
  choice: 'blank' | 'demo',
): Promise<Record<string, Record<string, unknown>>> {
  const settings = await adminDb.doc('settings/global').get();
  const key = TEMPLATE_FOR_CHOICE[choice];
  const configured = templateIdSchema.safeParse(settings.get(key));
  const templateId = configured.success ? configured.data : FALLBACK_TEMPLATE_IDS[key];
  const ref = adminDb.doc(`templates/${templateId}`);
  const instances = (await ref.get()).get('instances');
  if (instances && Object.keys(instances).length > 0) return instances;
  const seed = SEED_TEMPLATES[choice];
  await ref.set({ name: seed.name, instances: seed.instances }, { merge: true });
  return seed.instances as unknown as Record<string, Record<string, unknown>>;
}
