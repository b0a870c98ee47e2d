import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n.ts';
import { PERSON_FIELDS, personValue, type PersonField } from './person-fields.ts';
import { PERSON_SECTIONS } from './privacy.ts';

const field = (section: keyof typeof PERSON_FIELDS, key: string): PersonField => PERSON_FIELDS[section].find((f) => f.key === key)!;

describe('what an admin reads of a person', () => {
  afterEach(() => void setLocale('en', { reload: false }));

  it('names every field of every part in words, never its column', () => {
    expect(Object.keys(PERSON_FIELDS).sort()).toEqual([...PERSON_SECTIONS].sort());
    for (const locale of ['en', 'sw'] as const) {
      void setLocale(locale, { reload: false });
      for (const fields of Object.values(PERSON_FIELDS)) {
        expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
        for (const f of fields) {
          const label = f.label();
          expect(label, f.key).not.toBe('');
          expect(label, f.key).not.toBe(f.key);
          expect(label, f.key).not.toMatch(/[a-z][A-Z]|_/);
        }
      }
    }
  });

  it('says codes, money, times and yes-or-no in the reader’s language', () => {
    expect(personValue(field('bookings', 'status'), 'requested')).toBe('Awaiting host');
    expect(personValue(field('bookings', 'totalCents'), 275_050)).toBe('KSH 2,750.50');
    expect(personValue(field('payments', 'amount'), 1500)).toBe('KSH 1,500.00');
    expect(personValue(field('account', 'emailVerified'), true)).toBe('Yes');
    expect(personValue(field('payouts', 'toKind'), 'reversal')).toBe('Reversal of the M-Pesa payment');
    expect(personValue(field('account', 'deletedAt'), null)).toBe('—');
    expect(personValue(field('profile', 'locale'), 'sw')).toBe('Kiswahili');
    // A code this version does not know yet is shown as it is, not lost.
    expect(personValue(field('refunds', 'kind'), 'goodwill')).toBe('goodwill');

    void setLocale('sw', { reload: false });
    expect(personValue(field('account', 'emailVerified'), false)).toBe('Hapana');
    expect(personValue(field('profile', 'locale'), 'en')).toBe('Kiingereza');
    expect(personValue(field('taxInvoices', 'status'), 'signed')).toBe('Imesainiwa na KRA');
    expect(personValue(field('payouts', 'status'), 'held')).toBe('M-Pesa haikuweza kuituma: msimamizi ataituma');
    expect(personValue(field('profile', 'role'), 'owner')).not.toBe('owner');
    expect(personValue(field('bookings', 'startTime'), '2026-12-02T07:00:00.000Z')).toMatch(/2 Des/);
  });
});
