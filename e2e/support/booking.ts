import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Picks a day and an hour range on the booking screen. */
export async function pickSlot(page: Page, date: string, start: string, end: string) {
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Start time').selectOption(start);
  await page.getByLabel('End time').selectOption(end);
}

/**
 * Books the slot picked on the booking screen and chooses M-Pesa: the payment dialog, open, and
 * the booking's reference it shows.
 */
export async function bookAndChooseMpesa(page: Page) {
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByRole('radio', { name: /M-Pesa/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'M-Pesa Payment Instructions' });
  await expect.poll(() => dialog.getByTestId('booking-reference').count()).toBe(1);
  const reference = (await dialog.getByTestId('booking-reference').textContent()) ?? '';
  return { dialog, reference };
}

/**
 * Notes the text of every element with this test id as it appears, and answers what was noted: a
 * state that passes too quickly to poll for (a phone that pays at once leaves "check your phone" on
 * screen for one render) is still seen. A MutationObserver's records come before the next paint.
 */
export async function noteAppearances(page: Page, testId: string): Promise<() => Promise<string[]>> {
  const id = JSON.stringify(testId);
  const selector = JSON.stringify(`[data-testid="${testId}"]`);
  await page.evaluate(`(() => {
    const noted = (window.__noted ??= {});
    const texts = (noted[${id}] = []);
    const look = () => document.querySelectorAll(${selector}).forEach((el) => {
      const text = el.textContent ?? '';
      if (!texts.includes(text)) texts.push(text);
    });
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
  })()`);
  return () => page.evaluate<string[]>(`window.__noted[${id}]`);
}
