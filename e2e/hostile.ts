import {
  FIELD_REFUSALS,
  HOSTILE_KEYS,
  HOSTILE_TEXTS,
  type HostileField,
  type HostileKey,
} from '../src/domain/hostileText.test-helper';
import { expect, type Locator } from './base';

/**
 * What a field says about its value: the texts its aria-describedby names, and the alerts of
 * its form (a form-wide error line).
 */
export function saidAt(field: Locator): Promise<string> {
  return field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const described = ids.map((id) => document.getElementById(id)?.textContent ?? '');
    const alerts = [...(el.closest('form')?.querySelectorAll('[role="alert"]') ?? [])].map(
      (alert) => alert.textContent ?? '',
    );
    return [...described, ...alerts].join(' | ');
  });
}

/**
 * The value a field holds for `typed` (pasted, as Playwright's fill inserts it): a one-line
 * input turns a line break into a space (an e-mail input also trims), a text area keeps it as
 * \n.
 */
async function keptAs(field: Locator, typed: string): Promise<string> {
  const kind = await field.evaluate((el) =>
    el.tagName === 'TEXTAREA' ? 'area' : (el as HTMLInputElement).type,
  );
  if (kind === 'area') return typed.replace(/\r\n/g, '\n');
  const line = typed.replace(/\r?\n/g, ' ');
  return kind === 'email' ? line.trim() : line;
}

interface Drive {
  field: Locator;
  name: HostileField;
  /** Tries to save what the field holds; without it the field's own check is all there is. */
  submit?: () => Promise<unknown>;
  /** After a string was accepted and submitted: checks it was stored and is shown as `kept`. */
  stored?: (kept: string) => Promise<void>;
}

/**
 * Types every hostile string into a field (issue 18): the field keeps it as typed, and either
 * refuses it at the field with the table's message (marked invalid) or, submitted, it is stored
 * and shown as typed (trimmed). Never cut, never wiped.
 */
export async function drive({ field, name, submit, stored }: Drive) {
  for (const key of HOSTILE_KEYS) {
    const typed = HOSTILE_TEXTS[key];
    const what = `${name} with ${key}`;
    await field.fill(typed);
    await field.blur();
    const kept = await keptAs(field, typed);
    await expect(field, `${what}: kept as typed`).toHaveValue(kept);
    const refusals: Partial<Record<HostileKey, string>> = FIELD_REFUSALS[name];
    const refusal = refusals[key];
    if (refusal) {
      await submit?.();
      await expect(field, `${what}: marked invalid`).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => saidAt(field), `${what}: refused at the field`).toContain(refusal);
      await expect(field, `${what}: still there`).toHaveValue(kept);
    } else {
      await expect(field, `${what}: accepted`).not.toHaveAttribute('aria-invalid', 'true');
      await submit?.();
      await stored?.(kept);
    }
  }
}

/**
 * Clicks a button when it is enabled (a form with nothing changed keeps Save disabled); says
 * whether it did.
 */
export async function clickIfEnabled(button: Locator): Promise<boolean> {
  if (!(await button.isEnabled())) return false;
  await button.click();
  return true;
}
