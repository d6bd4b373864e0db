import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../base';
import { adminDb, quietDemoRoom, walkTo } from '../support';
import {
  connectionsOf,
  distanceFrom,
  expectHeard,
  FAR_EAST,
  joinWithSound,
  loudestFrom,
  SILENCE,
  STAGE,
  walkUntil,
} from '../voiceSupport';

/**
 * A p2p stage speaker's budget of one-way listeners, with real WebRTC. This machine bears four
 * worlds, not the 40 listeners of VOICE.stageBudget, so the pages lower the budget to 2 before
 * they load (window.__menagerieVoiceLimits, read by the test builds only): three listeners far
 * beyond earshot, so only the stage reaches them; two hear the speaker, one waits and is told
 * why. The budget at its real size beyond the 8-connection mesh cap is the in-memory crowd
 * simulation's (src/features/voice/p2p/peerManager.crowd.test.ts).
 */
const BUDGET = 2;

/**
 * Spots east of the plaza, beyond earshot of the stage and of the spawn (16 m + margin). The
 * plaza's trees stand where the seed put them at random, so a listener counts as there within
 * 2 m (a trunk may stop it short; it stays more than 30 m from the stage).
 */
const SPOTS = [
  FAR_EAST,
  { x: FAR_EAST.x, y: FAR_EAST.y - 4 },
  { x: FAR_EAST.x + 2, y: FAR_EAST.y },
];

async function walkNear(page: Page, x: number, y: number): Promise<void> {
  await walkTo(page, x, y);
  await expect.poll(() => distanceFrom(page, x, y), { timeout: 60_000 }).toBeLessThan(2);
}

async function budgetedPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((stageBudget: number) => {
    window.__menagerieVoiceLimits = { stageBudget };
  }, BUDGET);
  return page;
}

test('a stage speaker reaches its budget of one-way listeners; the one beyond it is told why, then admitted when a place frees', async ({
  browser,
}) => {
  // Four worlds on a software renderer, walks included.
  test.setTimeout(480_000);
  await quietDemoRoom();
  const listeners: Page[] = [];
  const ids: string[] = [];
  for (const [i, spot] of SPOTS.entries()) {
    const page = await budgetedPage(browser);
    listeners.push(page);
    ids.push(await joinWithSound(page, `Listener ${i + 1}`));
    await walkNear(page, spot.x, spot.y);
  }

  // The speaker steps onto the public stage, more than 30 m from every listener.
  const speaker = await budgetedPage(browser);
  const speakerId = await joinWithSound(speaker, 'Speaker');
  await walkUntil(speaker, STAGE.x, STAGE.y);
  await expect
    .poll(async () =>
      (await adminDb().doc('events/demo').get()).get(`eventStage.participants.${speakerId}`),
    )
    .toBe(true);

  // The speaker is told the truth: not 'the whole room hears you', but how many do.
  const overlay = speaker.locator('.stage-overlay');
  await expect(overlay).toContainText(
    'You reach 2 of the 3 people in this room; 1 is waiting for a place.',
    { timeout: 90_000 },
  );
  await expect(overlay).not.toContainText('the whole room hears you');

  // Exactly one listener waits, and says why: number 1 in the queue.
  const notes = listeners.map((page) => page.locator('.voice-panel__stage-queue'));
  const waitingIndex = async () => {
    const counts = await Promise.all(notes.map((note) => note.count()));
    return counts.filter((n) => n === 1).length === 1 ? counts.indexOf(1) : -1;
  };
  await expect.poll(waitingIndex, { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
  const waiting = await waitingIndex();
  const note = notes[waiting]!;
  // The reference's queued state, then after 3 s the general channel, keeping the place.
  await expect(note).toContainText('number 1 in the queue');
  await expect(note).toHaveAttribute('data-phase', 'general', { timeout: 10_000 });
  await expect(note).toContainText(
    "The stage is full: its speaker's browser already sends to 2 people",
  );

  // The overlay's numbers are what the listeners receive: the two admitted hear the speaker
  // over one-way links, the waiting one holds no link to the speaker and hears nothing.
  const admitted = [0, 1, 2].filter((i) => i !== waiting);
  for (const i of admitted) {
    await expect.poll(() => connectionsOf(listeners[i]!), { timeout: 60_000 }).toContain(speakerId);
    await expectHeard(listeners[i]!, speaker, speakerId, ids[i]!);
  }
  expect(await connectionsOf(listeners[waiting]!)).not.toContain(speakerId);
  expect(await loudestFrom(listeners[waiting]!, speakerId)).toBeLessThan(SILENCE);
  // One way: the speaker hears none of its stage listeners.
  for (const i of admitted) expect(await loudestFrom(speaker, ids[i]!)).toBeLessThan(SILENCE);
  expect((await connectionsOf(speaker)).sort()).toEqual(admitted.map((i) => ids[i]!).sort());

  // An admitted listener leaves: its place goes to the one waiting, who now hears the stage,
  // and with everyone in the room hearing, the overlay says the reference's text again.
  const leaver = listeners[admitted[0]!]!;
  await leaver.getByRole('button', { name: 'Menu' }).click();
  await leaver.getByRole('menuitem', { name: 'Leave demo' }).click();
  await expect(note).toHaveCount(0, { timeout: 60_000 });
  await expectHeard(listeners[waiting]!, speaker, speakerId, ids[waiting]!);
  await expect(overlay).toContainText('the whole room hears you', { timeout: 30_000 });
});
