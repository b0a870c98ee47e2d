import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshReference, REFERENCE_FILE } from './reference.ts';

describe('the database reference (functions.sql)', () => {
  // It reads a fresh embedded database whichever database the suite runs on: once is enough.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'is what the migrations make: every SQL function and trigger as the database has it',
    async () => {
      const made = await freshReference();
      // A function or trigger of the product in it, to show the file is not empty by mistake.
      expect(made).toMatch(/CREATE OR REPLACE FUNCTION public\.\w+/);
      expect(made).toMatch(/CREATE TRIGGER \w+/);
      expect(readFileSync(REFERENCE_FILE, 'utf8'), 'run npm run db:reference -w apps/server').toBe(made);
    },
    120_000,
  );
});
