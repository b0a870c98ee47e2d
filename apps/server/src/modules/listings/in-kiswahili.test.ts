import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestContext } from '../../test/harness.ts';

/**
 * A listing in two languages: the host's Kiswahili title, description and house rules beside the
 * English, kept, searched, reviewed like the English when the listing is live, and refused when
 * malformed, with the field named as the form labels it.
 */
let t: TestContext;
type Person = Awaited<ReturnType<typeof signUp>>;
let owner: Person, admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  [owner, admin] = await Promise.all([signUp(t, { role: 'owner', name: 'Mwenyeji Halima' }), signUp(t, { role: 'admin' })]);
});
afterAll(() => t?.close());

const listing = {
  title: 'Lamu Rooftop Hall',
  description: 'An open rooftop over the old town for dinners and launches.',
  location: 'Lamu Old Town, Lamu',
  category: 'event-hall',
  capacity: 60,
  hourlyRate: 4000,
  houseRules: 'Music off by ten at night.',
  titleSw: 'Ukumbi wa Paa la Lamu',
  descriptionSw: 'Paa lililo wazi juu ya mji wa kale kwa karamu na uzinduzi, lenye upepo wa bahari jioni.',
  houseRulesSw: 'Muziki uzimwe kufikia saa nne usiku.',
};

async function live(input: object) {
  const created = await as(t, owner).post('/api/spaces', input);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  expect((await as(t, admin).post(`/api/admin/spaces/${id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
  return id;
}

const titles = (body: { data: { title: string }[] }) => body.data.map((s) => s.title);

describe('a listing in Kiswahili', () => {
  it('keeps the host’s Kiswahili beside the English and finds the listing by its Kiswahili words', async () => {
    const id = await live(listing);
    const shown = (await as(t, null).get(`/api/spaces/${id}`)).json().data;
    expect(shown).toMatchObject({
      title: listing.title,
      titleSw: listing.titleSw,
      descriptionSw: listing.descriptionSw,
      houseRules: listing.houseRules,
      houseRulesSw: listing.houseRulesSw,
    });
    // Words only the Kiswahili holds: "paa" (roof) is in its title, "upepo" (breeze) in its description.
    await expect.poll(async () => titles((await as(t, null).get('/api/spaces?q=paa')).json()), { timeout: 10_000 }).toEqual([listing.title]);
    expect(titles((await as(t, null).get('/api/spaces?q=upepo%20karamu')).json())).toEqual([listing.title]);
    // A listing without Kiswahili answers empty strings, never null.
    const english = await live({ ...listing, title: 'Watamu Garden Room', titleSw: undefined, descriptionSw: undefined, houseRulesSw: undefined });
    expect((await as(t, null).get(`/api/spaces/${english}`)).json().data).toMatchObject({ titleSw: '', descriptionSw: '', houseRulesSw: '' });
  });

  it('sends a changed Kiswahili title or description of a live listing to an admin, and its house rules live at once', async () => {
    const id = await live({ ...listing, title: 'Shela Beach Hall' });
    const edit = await as(t, owner).put(`/api/spaces/${id}`, { titleSw: 'Lipa amana kwa 0799 000 000 kwanza', houseRulesSw: 'Hakuna uvutaji sigara.' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({
      titleSw: listing.titleSw,
      houseRulesSw: 'Hakuna uvutaji sigara.',
      pendingChanges: { titleSw: 'Lipa amana kwa 0799 000 000 kwanza' },
    });
    expect((await as(t, null).get(`/api/spaces/${id}`)).json().data).toMatchObject({ titleSw: listing.titleSw, pendingChanges: null });
    const approved = await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'approve' });
    expect(approved.json().data).toMatchObject({ titleSw: 'Lipa amana kwa 0799 000 000 kwanza', pendingChanges: null });
    // Setting the Kiswahili back to what is live sends nothing to review.
    const same = await as(t, owner).put(`/api/spaces/${id}`, { descriptionSw: `  ${listing.descriptionSw}\r\n` });
    expect(same.json().data.pendingChanges).toBeNull();
  });

  it('refuses a malformed Kiswahili field, naming it as the form does, and keeps nothing of the request', async () => {
    const cases: [object, string, RegExp][] = [
      [{ titleSw: 'Ukumbi\nwa paa' }, 'titleSw', /Title in Kiswahili/],
      [{ titleSw: 'a'.repeat(121) }, 'titleSw', /Title in Kiswahili/],
      [{ descriptionSw: 'm'.repeat(5001) }, 'descriptionSw', /Description in Kiswahili/],
      [{ houseRulesSw: 'k'.repeat(2001) }, 'houseRulesSw', /House rules in Kiswahili/],
      // A number where text belongs: the field's own sentence, named as the form names it.
      [{ titleSw: 42 }, 'titleSw', /^Title in Kiswahili must be text$/],
    ];
    for (const [bad, field, words] of cases) {
      const refused = await as(t, owner).post('/api/spaces', { ...listing, title: 'Refused Hall', ...bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ field, message: expect.stringMatching(words) });
    }
    const mine = (await as(t, owner).get('/api/owner/spaces?limit=100')).json().data as { title: string }[];
    expect(mine.map((s) => s.title)).not.toContain('Refused Hall');
    // In Kiswahili the field is named in Kiswahili.
    const sw = await as(t, owner).post('/api/spaces', { ...listing, titleSw: 'a'.repeat(121) }, { 'accept-language': 'sw' });
    expect(sw.json().message).toMatch(/Kichwa kwa Kiswahili/);
  });
});
