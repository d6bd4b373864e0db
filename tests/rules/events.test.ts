// firestore.rules — field validation of the public event document: the organiser settings
// (access.*, config.inviteUsersPromptDismissed) and a speaker's own stage participation. Who
// may do what at all is in matrix-event.test.ts; the public stage and eventStage.isPublic are
// in voice.test.ts.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { db, memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, eventFixture, OTHER_EVENT_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const asRole = (uid: string) => doc(db(suite.env.authenticatedContext(uid)), EVENT_PATH);

describe('organiser settings', () => {
  const event = () => asRole(UID.organiser);

  it('accepts each access type and both values of every switch', async () => {
    for (const accessType of ['public', 'password', 'invite']) {
      await assertSucceeds(updateDoc(event(), { 'access.accessType': accessType }));
    }
    for (const value of [true, false]) {
      await assertSucceeds(updateDoc(event(), { 'access.isClosed': value }));
      await assertSucceeds(updateDoc(event(), { 'access.publicEditingEnabled': value }));
      await assertSucceeds(updateDoc(event(), { 'config.inviteUsersPromptDismissed': value }));
    }
  });

  it("'Mute attendees' is a bool, on or off", async () => {
    await assertSucceeds(updateDoc(event(), { attendeesMuted: true }));
    await assertSucceeds(updateDoc(event(), { attendeesMuted: false }));
    for (const value of ['yes', 1, null, { all: true }]) {
      await assertFails(updateDoc(event(), { attendeesMuted: value }));
    }
  });

  it('a write that changes nothing is accepted', async () => {
    await assertSucceeds(updateDoc(event(), { 'access.isClosed': false }));
  });

  it('never changes name, slug, creatorId, payment, stage, archive, audio or subscription', async () => {
    const protectedFields: Array<Record<string, unknown>> = [
      { name: 'Renamed' },
      { slug: 'mine' },
      { defaultSlug: 'mine' },
      { creatorId: UID.organiser },
      { paymentPointer: '$evil.example' },
      { 'eventStage.public': true },
      { eventStage: {} },
      { archived: true },
      { 'audioUsage.unlimitedCapacity': true },
      { audioUsage: deleteField() },
      { connectedSubscription: { billingAccountId: 'a', subscriptionId: 's' } },
      { demo: true },
      { completedConferences: {} },
      { 'access.isClosed': true, name: 'Both' },
    ];
    for (const data of protectedFields) {
      await assertFails(updateDoc(event(), data));
    }
  });

  it('rejects mistyped, unknown and removed access settings', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { 'access.isClosed': 'yes' },
      { 'access.publicEditingEnabled': 1 },
      { 'access.accessType': 'secret' },
      { 'access.accessType': null },
      { 'access.eventPassword': 'leaked' },
      { 'access.approvedEmails': ['a@example.com'] },
      { 'access.isClosed': deleteField() },
      { access: deleteField() },
      { access: 'open' },
      { access: { isClosed: true } },
    ];
    for (const data of invalid) {
      await assertFails(updateDoc(event(), data));
    }
  });

  it('rejects config changes other than dismissing the invite prompt', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { 'config.instancingEnabled': true },
      { 'config.theme': 'dark' },
      { 'config.inviteUsersPromptDismissed': 'yes' },
      { 'config.inviteUsersPromptDismissed': deleteField() },
      { config: deleteField() },
      { config: 5 },
    ];
    for (const data of invalid) {
      await assertFails(updateDoc(event(), data));
    }
  });

  it('a full overwrite keeping every other field is accepted; one dropping a field is not', async () => {
    const closed = eventFixture({
      access: { isClosed: true, publicEditingEnabled: false, accessType: 'public' },
    });
    await assertSucceeds(setDoc(event(), closed));
    const { paymentPointer: _dropped, ...withoutPayment } = eventFixture();
    await assertFails(setDoc(event(), withoutPayment));
  });

  it('an event without access or config maps gets them from its creator', async () => {
    const other = doc(
      db(suite.env.authenticatedContext('someone-else')),
      `events/${OTHER_EVENT_ID}`,
    );
    await assertSucceeds(updateDoc(other, { 'access.isClosed': true }));
    await assertSucceeds(updateDoc(other, { 'config.inviteUsersPromptDismissed': true }));
  });

  it('roles are per event: an admin elsewhere is nobody here', async () => {
    await assertSucceeds(
      updateDoc(doc(db(suite.as.nonMember), `events/${OTHER_EVENT_ID}`), {
        'access.isClosed': true,
      }),
    );
    await assertFails(
      updateDoc(doc(db(suite.as.nonMember), EVENT_PATH), { 'access.isClosed': true }),
    );
  });

  it('banned or ungranted member documents confer no roles', async () => {
    for (const uid of ['banned-admin', 'ungranted-admin']) {
      await assertFails(updateDoc(asRole(uid), { 'access.isClosed': true }));
    }
  });

  it('the creator keeps every right even with a banned member document', async () => {
    await suite.seed((firestore) =>
      setDoc(
        doc(firestore, `${EVENT_PATH}/members/${UID.creator}`),
        memberFixture({ banned: true }),
      ),
    );
    await assertSucceeds(updateDoc(asRole(UID.creator), { 'access.isClosed': true }));
  });
});

describe('stage participation', () => {
  const stage = (uid: string) => `eventStage.participants.${uid}`;

  it('a speaker joins with true and leaves by removing the entry', async () => {
    await assertSucceeds(updateDoc(asRole(UID.speaker), { [stage(UID.speaker)]: true }));
    await assertSucceeds(updateDoc(asRole(UID.speaker), { [stage(UID.speaker)]: deleteField() }));
  });

  it('only true is a participation value', async () => {
    for (const value of [false, 'yes', 1, serverTimestamp(), { joined: true }]) {
      await assertFails(updateDoc(asRole(UID.speaker), { [stage(UID.speaker)]: value }));
    }
  });

  it("a speaker never touches someone else's entry or the rest of the stage", async () => {
    await suite.seed((firestore) =>
      updateDoc(doc(firestore, EVENT_PATH), { [stage(UID.attendee)]: true }),
    );
    const speaker = asRole(UID.speaker);
    await assertFails(updateDoc(speaker, { [stage(UID.attendee)]: deleteField() }));
    await assertFails(updateDoc(speaker, { [stage(UID.speaker)]: true, [stage('other')]: true }));
    await assertFails(
      updateDoc(speaker, { eventStage: { participants: { [UID.speaker]: true } } }),
    );
    await assertFails(updateDoc(speaker, { 'eventStage.public': true }));
    await assertFails(updateDoc(speaker, { eventStage: null }));
    await assertFails(updateDoc(speaker, { 'eventStage.participants': 'everyone' }));
    await assertFails(updateDoc(speaker, { [stage(UID.speaker)]: true, name: 'Stage' }));
  });

  it('an organiser may not change settings and the stage in one write', async () => {
    await assertFails(
      updateDoc(asRole(UID.organiser), { [stage(UID.organiser)]: true, 'access.isClosed': true }),
    );
  });

  it('an event without an eventStage map gets one from a speaker joining', async () => {
    const other = doc(
      db(suite.env.authenticatedContext('someone-else')),
      `events/${OTHER_EVENT_ID}`,
    );
    await assertSucceeds(updateDoc(other, { [stage('someone-else')]: true }));
  });
});
