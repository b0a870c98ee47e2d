/**
 * Money is carried as integer cents of KES everywhere it is stored or computed (ARCHITECTURE.md),
 * and shown with the KSH prefix (§9). Digits are grouped the same way in English and Kiswahili in
 * Kenya (1,500.00), so only the words around an amount change with the language.
 */
import { m } from './i18n.ts';

export const CURRENCY = 'KSH';

export function kshToCents(ksh: number): number {
  return Math.round(ksh * 100);
}

export function centsToKsh(cents: number): number {
  return cents / 100;
}

const twoDecimals = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 'KSH 2,750.00': an amount with two decimals (§9). */
export function formatKsh(ksh: number): string {
  return `${CURRENCY} ${twoDecimals.format(ksh)}`;
}

/** 'KSH 2,500/hr', 'KSH 2,750.50/hr' ('KSH 2,500/saa'): whole shillings without decimals, anything else with two, never one (§9). */
export function formatHourlyRate(ksh: number): string {
  return m.money_per_hour({ amount: `${CURRENCY} ${(Number.isInteger(ksh) ? wholeNumber : twoDecimals).format(ksh)}` });
}

/** 'KSH 12,345': an amount rounded to a whole number (dashboard totals). */
export function formatKshWhole(ksh: number): string {
  return `${CURRENCY} ${wholeNumber.format(Math.round(ksh))}`;
}
