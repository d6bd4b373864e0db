/* global window */
// Joining the demo event as a first-time visitor, shared by the benchmarks.

/**
 * Opens /demo (or another room of the demo, `path`), passes the intro and fills the join form.
 * Returns the 'Join now' button.
 */
export async function openJoinForm(page, base, name, path = '/demo') {
  await page.goto(`${base}${path}`);
  // The intro (pick an animal) shows on a context's first visit only.
  const intro = page.getByRole('button', { name: "Let's go!" });
  await Promise.race([intro.waitFor(), page.getByLabel('Your Name').waitFor()]);
  if (await intro.isVisible()) await intro.click();
  const form = page.getByRole('dialog', { name: /^Join / });
  await form.getByLabel('Your Name').fill(name);
  const button = form.getByRole('button', { name: 'Join now' });
  await button.waitFor();
  return button;
}

/** Joins and waits for the world; `onClick` hears the time 'Join now' is clicked. */
export async function join(page, base, name, onClick = () => {}, path = '/demo') {
  const button = await openJoinForm(page, base, name, path);
  onClick(Date.now());
  await button.click();
  await page.waitForFunction(() => Boolean(window.__menagerie), undefined, { timeout: 60_000 });
}
