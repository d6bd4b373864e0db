import type { TestInfo } from '@playwright/test';
import { expect, type Locator, type Page } from './base';

/** The two screens every route and dialog is checked on: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

/**
 * What is wrong with the layout on screen now (in the page): the document or any scrolling box
 * (dialogs and panels included) that scrolls sideways; every control or heading the person can
 * reach (only those of the top modal dialog while one is open: the rest is inert) that is cut
 * off at the side of the screen or of a box that clips it; and every such control and every
 * visible text covered by another element (sampled across its first line: a quarter, the
 * centre, three quarters); and every button whose label breaks a word across lines.
 * What an open layer (a dialog, panel or menu) covers is not counted:
 * it is on top on purpose; but nothing may cover the layer.
 */
function layoutProblems(): string[] {
  const problems = new Set<string>();
  const name = (el: Element | null) => {
    if (!el) return 'nothing';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const tag = el.tagName.toLowerCase();
    return text ? `${tag} "${text}"` : `${tag}.${[...el.classList].join('.')}`;
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 2 &&
      box.height > 2 &&
      el.checkVisibility({ visibilityProperty: true }) &&
      !el.closest('[inert], [aria-hidden="true"], svg, .visually-hidden')
    );
  };
  /** The part of the screen a node can be seen in: the viewport and every box that clips it. */
  const clipOf = (node: Node) => {
    let clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
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
    return clip;
  };
  /**
   * Says when the visible part of `line` (of `owner`, or of text in it) is covered. An open
   * layer (dialog, panel, menu: layers.ts marks them) covers what is under it on purpose.
   */
  const coverage = (owner: Element, line: DOMRect, clip: ReturnType<typeof clipOf>) => {
    const y = line.top + line.height / 2;
    const left = Math.max(line.left, clip.left);
    const right = Math.min(line.right, clip.right);
    if (y < clip.top || y > clip.bottom || right - left < 2) return;
    for (const share of [0.25, 0.5, 0.75]) {
      const hit = document.elementFromPoint(left + (right - left) * share, y);
      if (hit && (owner.contains(hit) || hit.contains(owner))) continue;
      const layer = hit?.closest('[data-layer]');
      if (layer && !layer.contains(owner)) continue;
      problems.add(`${name(owner)} is covered by ${name(hit)}`);
      return;
    }
  };

  /**
   * Says when a button's label breaks a word across lines ('Clos' / 'e': a squeezed button).
   * Words over 20 characters are left alone: an address or a hostile name may have to break;
   * so are breaks at a hyphen or a slash, and links (a name in a narrow table cell may break).
   */
  const brokenWords = (control: Element) => {
    const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of node.textContent!.matchAll(/[^\s/-]+/g)) {
        if (word[0].length < 2 || word[0].length > 20) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) problems.add(`${name(control)} breaks "${word[0]}" across lines`);
      }
    }
  };

  const root = document.scrollingElement!;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.add(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
  }
  for (const el of document.querySelectorAll('body *')) {
    if (!['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || !shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      problems.add(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
    }
  }
  const dialogs = document.querySelectorAll('dialog[open]');
  const scope = dialogs[dialogs.length - 1] ?? document.body;
  const reachable = 'button, a[href], input, select, textarea, summary, h1, h2, h3';
  for (const el of scope.querySelectorAll(reachable)) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    const clip = clipOf(el);
    if (box.left < clip.left - 1 || box.right > clip.right + 1) {
      problems.add(`${name(el)} is cut off at the side`);
    }
    if (getComputedStyle(el).pointerEvents !== 'none') coverage(el, el.getClientRects()[0]!, clip);
    if (el.matches('button, summary')) brokenWords(el);
  }
  const texts = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || !shown(owner)) continue;
    if (getComputedStyle(owner).pointerEvents === 'none') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const first = range.getClientRects()[0];
    if (first && first.width > 2) coverage(owner, first, clipOf(node));
  }
  return [...problems];
}

/** Lets the layout settle: two animation frames after the last change. */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Checks the screen at the phone's and the laptop's size, ending at the size it had, and keeps
 * a screenshot of each as a test artifact. `ready` says the screen is drawn.
 */
export async function checkScreen(page: Page, info: TestInfo, screen: string, ready?: Locator) {
  const onPhone = page.viewportSize()?.width === PHONE.width;
  for (const size of onPhone ? [LAPTOP, PHONE] : [PHONE, LAPTOP]) {
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
    expect.soft(await page.evaluate(layoutProblems), `${screen} at ${size.width} px`).toEqual([]);
  }
}

/** Escape closes the top layer only, and the focus goes back to the control that opened it. */
export async function escapeCloses(page: Page, layer: Locator, opener: Locator, below?: Locator) {
  await page.keyboard.press('Escape');
  await expect(layer).toHaveCount(0);
  if (below) await expect(below).toBeVisible();
  await expect(opener)
    .toBeFocused({ timeout: 5000 })
    .catch(async (error: Error) => {
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      throw new Error(`${error.message}\nThe focus is on ${focused}`);
    });
}
