import type { TestInfo } from '@playwright/test';
import { expect, type Locator, type Page } from './base';

/** The two screens every route and dialog is checked on: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

/**
 * What is wrong with the layout on screen now (in the page): the document or any scrolling box
 * (dialogs and panels included) that scrolls sideways; and every control or heading the person
 * can reach (only those of the top modal dialog while one is open: the rest is inert) that is
 * cut off at the side of the screen or of a box that clips it, or covered at its centre by
 * another element.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const name = (el: Element | null) => {
    if (!el) return 'nothing';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const tag = el.tagName.toLowerCase();
    return text ? `${tag} "${text}"` : `${tag}.${[...el.classList].join('.')}`;
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return (
      box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && !el.closest('[inert]')
    );
  };
  const root = document.scrollingElement!;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
  }
  for (const el of document.querySelectorAll('body *')) {
    if (!['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || !shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
    }
  }
  const dialogs = document.querySelectorAll('dialog[open]');
  const scope = dialogs[dialogs.length - 1] ?? document.body;
  const reachable = scope.querySelectorAll(
    'button, a[href], input, select, textarea, summary, h1, h2, h3',
  );
  for (const el of reachable) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    let clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = up.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, b.left),
        top: Math.max(clip.top, b.top),
        right: Math.min(clip.right, b.right),
        bottom: Math.min(clip.bottom, b.bottom),
      };
    }
    if (box.left < clip.left - 1 || box.right > clip.right + 1) {
      problems.push(`${name(el)} is cut off at the side`);
    }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Scrolled out of its box (a long list): not on screen, so not covered either.
    if (y < clip.top || y > clip.bottom || x < clip.left || x > clip.right) continue;
    if (getComputedStyle(el).pointerEvents === 'none') continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit))) {
      problems.push(`${name(el)} is covered by ${name(hit)}`);
    }
  }
  return problems;
}

/** Lets the layout settle: two animation frames after the last change. */
export async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Checks the screen as it is at the phone's and the laptop's size (then leaves it at the
 * laptop's), keeping a screenshot of each as a test artifact. `ready` says the screen is drawn.
 */
export async function checkScreen(page: Page, info: TestInfo, screen: string, ready?: Locator) {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    if (ready) await expect(ready).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await settled(page);
    const file = info.outputPath(`${screen.replace(/[^a-z0-9]+/gi, '-')}-${size.width}.png`);
    await page.screenshot({ path: file });
    await info.attach(`${screen} at ${size.width} x ${size.height}`, {
      path: file,
      contentType: 'image/png',
    });
    expect(await page.evaluate(layoutProblems), `${screen} at ${size.width} px`).toEqual([]);
  }
}

/** Escape closes the top layer only, and the focus goes back to the control that opened it. */
export async function escapeCloses(page: Page, layer: Locator, opener: Locator, below?: Locator) {
  await page.keyboard.press('Escape');
  await expect(layer).toHaveCount(0);
  if (below) await expect(below).toBeVisible();
  await expect(opener).toBeFocused();
}
