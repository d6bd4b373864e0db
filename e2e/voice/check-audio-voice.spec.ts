import { NETWORK_CHECK_TEXT } from '../../src/domain/voice/networkCheck';
import { AUDIO_CHECK_TEXT } from '../../src/domain/voice/audioCheckText';
import { startCoturn, type RunningCoturn } from '../../scripts/turn/coturn.mjs';
import { expect, test, type Locator, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { checkScreen } from '../layout';

/**
 * 'Check my audio' in a real Chromium (fake microphone: a beep a second) against the emulators.
 * In the voice project: it starts and stops coturn on the fixed TURN port, which no other spec
 * may use at the same time, and the voice project runs alone. Every page forces relay-only ICE
 * (the test build's switch), so what the network check finds depends on coturn alone: running,
 * a relay candidate ('only relayed calls'); stopped, nothing ('blocks calls').
 */

const RELAY_ONLY = 'menagerie:test:iceTransportPolicy';

async function relayOnlyPage(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'relay'), RELAY_ONLY);
}

/** A new account signed in to a new event of its own, its join form on screen. */
async function atJoinForm(page: Page) {
  const account = await createAccount();
  const event = await createEvent(account.uid);
  await relayOnlyPage(page);
  await signIn(page, `/event/${event.slug}`, account);
  const form = page.getByRole('dialog', { name: `Join ${event.name}` });
  await expect(form).toBeVisible({ timeout: 30_000 });
  return { event, form };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: AUDIO_CHECK_TEXT.title });

/**
 * How long the first network check may take: the callable's first call starts its emulator
 * worker (tens of seconds on a loaded 2-core machine; the call gives up after 30 s), then
 * gathering takes up to NETWORK_CHECK_TIMEOUT_MS.
 */
const FIRST_CHECK_MS = 50_000;

/** The network part's live region (the dialog's last status). */
const networkResult = (dialog: Locator) =>
  dialog.getByRole('region', { name: AUDIO_CHECK_TEXT.network }).getByRole('status');

/** The level bar lights up with the fake microphone's beep (polled: the beep is short). */
async function expectLevelMoves(dialog: Locator) {
  const meter = dialog.getByRole('meter', { name: 'Microphone level' });
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), {
      timeout: 20_000,
      intervals: [100],
    })
    .toBeGreaterThan(0);
}

/** What the playback element did: the recording was played to its end. */
function playbackOf(page: Page) {
  return page.getByTestId('check-audio-playback').evaluate((audio: HTMLAudioElement) => ({
    ended: audio.ended,
    playedSeconds: audio.played.length > 0 ? audio.played.end(audio.played.length - 1) : 0,
    source: audio.currentSrc,
  }));
}

let coturn: RunningCoturn | null = null;
test.afterEach(async () => {
  await coturn?.stop();
  coturn = null;
});

test('from the join form, by keyboard alone: the level, 3 seconds recorded and played back, a relay-only network', async ({
  page,
}) => {
  test.setTimeout(180_000);
  coturn = await startCoturn();
  const { form } = await atJoinForm(page);

  // Tab from the name field to the button and open the dialog with Enter.
  const open = form.getByRole('button', { name: 'Check my audio' });
  await checkScreen(page, test.info(), 'join form', open);
  await form.getByLabel('Your Name').focus();
  for (
    let presses = 0;
    presses < 5 && !(await open.evaluate((b) => b === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });

  // Focus moved in, onto the first control.
  const record = dialog.getByRole('button', { name: AUDIO_CHECK_TEXT.record });
  await expect(record).toBeFocused();
  await expectLevelMoves(dialog);

  // The network check runs on opening: through coturn, relay only.
  await expect(networkResult(dialog)).toHaveText(NETWORK_CHECK_TEXT.relayOnly, {
    timeout: FIRST_CHECK_MS,
  });
  // coturn is the only TURN server offered: without it the same check finds nothing (the
  // next test). Its allocations are not counted here: coturn logs them only when verbose.

  // Record 3 seconds and hear them back, the states said in the live region.
  const takeStatus = dialog
    .getByRole('region', { name: AUDIO_CHECK_TEXT.microphone })
    .getByRole('status');
  await page.keyboard.press('Enter');
  await expect(takeStatus).toHaveText(AUDIO_CHECK_TEXT.recording);
  await expect(takeStatus).toHaveText(AUDIO_CHECK_TEXT.playing, { timeout: 10_000 });
  await expect(takeStatus).toHaveText(AUDIO_CHECK_TEXT.played, { timeout: 10_000 });
  const played = await playbackOf(page);
  expect(played.source).toMatch(/^blob:/);
  expect(played.ended).toBe(true);
  // About 3 s of sound was played (a recording's first and last moments may be trimmed).
  expect(played.playedSeconds).toBeGreaterThan(2.5);

  // The output choice, where the browser supports it (Chromium does), by keyboard: it is
  // remembered for the voices.
  const output = dialog.getByLabel(AUDIO_CHECK_TEXT.output);
  await expect(output).toBeVisible();
  await expectNoViolations(page, 'Check my audio (join form)');
  await checkScreen(page, test.info(), 'check my audio from the join form', dialog);

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(form).toBeVisible();
});

test('from the voice panel: a network that lets nothing through is told to ask for UDP 3478 or TCP 443', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // No coturn: the TURN servers the event offers do not answer.
  const { event } = await atJoinForm(page);
  await joinEventFromForm(page, event.name, 'Checker');
  const open = page
    .getByRole('region', { name: 'Voice' })
    .getByRole('button', { name: 'Check my audio' });
  await open.click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectLevelMoves(dialog);
  await expect(networkResult(dialog)).toHaveText(NETWORK_CHECK_TEXT.blocked, {
    timeout: FIRST_CHECK_MS,
  });

  // Checking again says 'Checking…' first, then the same sentence.
  await dialog.getByRole('button', { name: AUDIO_CHECK_TEXT.checkNetwork }).press('Enter');
  await expect(networkResult(dialog)).toHaveText(NETWORK_CHECK_TEXT.checking);
  await expect(networkResult(dialog)).toHaveText(NETWORK_CHECK_TEXT.blocked, { timeout: 20_000 });
  await expectNoViolations(page, 'Check my audio (voice panel)');
  await checkScreen(page, test.info(), 'check my audio from the voice panel', dialog);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // The panel fits a phone beside the menus (there it leaves the button to the join form).
  await checkScreen(page, test.info(), 'voice panel', page.getByRole('region', { name: 'Voice' }));
});

test('without the call servers the check says it could not check, never that the network blocks calls', async ({
  page,
}) => {
  await page.route('**/audio-getIceServers', (route) => route.abort());
  const { form } = await atJoinForm(page);
  await form.getByRole('button', { name: 'Check my audio' }).click();
  await expect(networkResult(dialogOf(page))).toHaveText(NETWORK_CHECK_TEXT.unchecked, {
    timeout: 20_000,
  });
});
