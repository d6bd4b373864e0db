import { FieldValue } from 'firebase-admin/firestore';
import {
  botPositionDoc,
  botStepDoc,
  botWearer,
  clusterArea,
  newBotId,
  placeBot,
  stepBot,
} from '../../src/domain/bots';
import { POSITION_SYNC } from '../../src/domain/constants';
import { expect, test, type Page } from '../base';
import { changedFraction, pixelsOf } from '../pixels';
import { adminDb, joinDemo, remotesOf } from '../support';

const CROWD = POSITION_SYNC.denseFromUsers + 5;
const positions = () => adminDb().collection('events/demo/rooms/demo/positions');

interface Bot {
  id: string;
  position: { x: number; y: number; angle: number };
}

/**
 * Writes the crowd's position documents as bots write them (src/domain/bots.ts): the world
 * reads nothing else of them. `step` false places them, true moves them.
 */
async function writeCrowd(bots: readonly Bot[], step: boolean): Promise<void> {
  const batch = adminDb().batch();
  bots.forEach((bot, i) => {
    const ref = positions().doc(bot.id);
    const time = FieldValue.serverTimestamp();
    if (step) batch.set(ref, botStepDoc(bot.position, time), { merge: true });
    else batch.set(ref, botPositionDoc(bot.position, botWearer(i + 1), time));
  });
  await batch.commit();
}

async function removeCrowd(bots: readonly Bot[]): Promise<void> {
  const batch = adminDb().batch();
  for (const bot of bots) batch.delete(positions().doc(bot.id));
  await batch.commit();
}

/** Documents the page read so far, by meter (dev server: src/data/readMeter.ts). */
function readsOf(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => window.__menagerieReads!.byMeter());
}

/** The middle of the view, where a crowd around the spawn stands. */
const CROWD_REGION = { x: 280, y: 180, width: 400, height: 260 };

test('a crowd makes the room dense: the client switches to cell snapshots, sees the crowd move, and draws it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await (await browser.newContext()).newPage();
  await joinDemo(page, 'Watcher');
  await page.getByRole('button', { name: /^Mute/ }).click();
  const empty = await pixelsOf(page, CROWD_REGION);

  const bots: Bot[] = Array.from({ length: CROWD }, () => ({
    id: newBotId(Math.random),
    position: placeBot(clusterArea(), Math.random),
  }));
  try {
    await writeCrowd(bots, false);
    // The head-count trigger turns the room dense; the ticker writes the cells the page reads.
    await expect
      .poll(async () => (await remotesOf(page)).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(POSITION_SYNC.maxVisibleUsers);
    await expect.poll(async () => (await readsOf(page)).cells ?? 0).toBeGreaterThan(0);

    // The crowd moves: the page follows through the snapshots, not position listeners.
    const positionReads = (await readsOf(page)).positions ?? 0;
    const before = new Map((await remotesOf(page)).map((r) => [r.id, `${r.x},${r.y}`]));
    for (let step = 1; step <= 3; step++) {
      for (const bot of bots) bot.position = stepBot(bot.position, clusterArea(), Math.random);
      await writeCrowd(bots, true);
    }
    await expect
      .poll(
        async () =>
          (await remotesOf(page)).filter((r) => before.get(r.id) !== `${r.x},${r.y}`).length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(CROWD / 2);
    expect((await readsOf(page)).positions ?? 0).toBe(positionReads);

    // Drawn: the middle of the view differs clearly from the same view without the crowd.
    const crowded = await pixelsOf(page, CROWD_REGION);
    expect(changedFraction(empty, crowded)).toBeGreaterThan(0.05);
  } finally {
    await removeCrowd(bots);
  }
  // Sparse again: the ticker deletes the snapshots and the page drops the crowd.
  await expect.poll(async () => (await remotesOf(page)).length, { timeout: 60_000 }).toBe(0);
});
