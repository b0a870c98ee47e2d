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
