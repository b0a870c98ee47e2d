import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { databaseReference, REFERENCE_FILE } from './reference.ts';

// The suite's database is already migrated once (test/global-setup.ts): read it rather than migrate another.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { periodicJobs: false });
});
afterAll(() => t?.close());

describe('the database reference (functions.sql)', () => {
  it('is what the migrations make: every SQL function and trigger as the database has it', async () => {
    const made = await databaseReference(t.database);
    // A function or trigger of the product in it, to show the file is not empty by mistake.
    expect(made).toMatch(/CREATE OR REPLACE FUNCTION public\.\w+/);
    expect(made).toMatch(/CREATE TRIGGER \w+/);
    expect(readFileSync(REFERENCE_FILE, 'utf8'), 'run npm run db:reference -w apps/server').toBe(made);
  });
});
