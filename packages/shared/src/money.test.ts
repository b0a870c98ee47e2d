import { describe, expect, it } from 'vitest';
import { centsToKsh, formatHourlyRate, formatKsh, formatKshWhole, kshToCents } from './money.ts';

describe('money', () => {
  it('converts KSH to integer cents without float drift', () => {
    expect(kshToCents(0.1 + 0.2)).toBe(30);
    expect(kshToCents(350.5)).toBe(35050);
    expect(kshToCents(19.99)).toBe(1999);
    expect(centsToKsh(35050)).toBe(350.5);
  });

  it('shows rates as KSH {rate}/hr and amounts with two decimals (§9)', () => {
    expect(formatHourlyRate(2500)).toBe('KSH 2,500/hr');
    expect(formatHourlyRate(350.5)).toBe('KSH 350.50/hr');
    expect(formatHourlyRate(2750.05)).toBe('KSH 2,750.05/hr');
    expect(formatKsh(2750)).toBe('KSH 2,750.00');
    expect(formatKsh(0.5)).toBe('KSH 0.50');
    expect(formatKshWhole(12345.6)).toBe('KSH 12,346');
  });
});
