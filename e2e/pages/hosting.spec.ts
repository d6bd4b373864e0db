// The production build served by the Firebase Hosting emulator with firebase.json's Hosting
// section (scripts/hosting/emulatedHosting.mjs): rewrites, caching and security headers, and
// a signed-in page that loads with no Content-Security-Policy violation and no request to an error
// reporter (the build has no Sentry DSN).
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Request } from '@playwright/test';
import { startEmulatedHosting, withLoopback } from '../../scripts/hosting/emulatedHosting.mjs';
import { expect, test, type Page } from '../base';
import { createAccount, signIn } from '../fixtures';

let hosting: { url: string; stop: () => void };
test.beforeAll(async () => {
  hosting = await startEmulatedHosting();
});
test.afterAll(() => hosting?.stop());

const deployed = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const cspFor = (source: string) =>
  deployed.hosting.headers
    .find((rule) => rule.source === source)!
    .headers.find((header) => header.key === 'Content-Security-Policy')!.value;

test('Hosting: every route answers index.html; assets cached for a year, index.html never; security headers everywhere', async () => {
  const index = readFileSync('dist/index.html', 'utf8');
  for (const path of ['/', '/event/some-event', '/admin', '/user/profile', '/index.html']) {
    const response = await fetch(`${hosting.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toBe(index);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    expect(response.headers.get('content-security-policy'), path).toBe(withLoopback(cspFor('**')));
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy'), path).toBe('microphone=(self)');
  }
  expect(cspFor('**')).toContain("frame-ancestors 'none'");

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!;
  const asset = await fetch(`${hosting.url}${script}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('x-content-type-options')).toBe('nosniff');

  // The global-audio page may be framed by the app itself, and only by it.
  const globalAudio = await fetch(`${hosting.url}/event-global-audio/some-event`);
  expect(globalAudio.status).toBe(200);
  const framed = globalAudio.headers.get('content-security-policy')!;
  expect(framed).toContain("frame-ancestors 'self'");
  expect(framed.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(
    withLoopback(cspFor('**')),
  );
});

/** Console errors about the CSP and every request's host, from now on. */
function watch(page: Page) {
  const refusals: string[] = [];
  const hosts = new Set<string>();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /Refused to|Content Security Policy/i.test(message.text())) {
      refusals.push(message.text());
    }
  });
  page.on('request', (request: Request) => hosts.add(new URL(request.url()).host));
  return { refusals, hosts };
}

test('Hosting: signing in and the profile page load under the CSP, and nothing goes to an error reporter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seen = watch(page);
  const me = await createAccount();
  // Auth, Firestore, Storage and Functions emulators, fonts, images, workers: all under the CSP.
  await signIn(page, `${hosting.url}/user/profile`, me);
  await expect(page.getByLabel('Nickname (required)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  // An uncaught error: without a DSN it is not sent anywhere.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('hosting-test-uncaught');
    }),
  );
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/hosting-profile.png' });

  expect(seen.refusals).toEqual([]);
  const elsewhere = [...seen.hosts].filter((host) => !host.startsWith('127.0.0.1:'));
  expect(elsewhere).toEqual([]);
});
