import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { spaces } from '../../db/schema.ts';
import { createTestApp, multipartFiles, signUp, type TestContext, as } from '../../test/harness.ts';

let t: TestContext;
type Person = Awaited<ReturnType<typeof signUp>>;
let owner: Person, admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  [owner, admin] = await Promise.all([signUp(t, { role: 'owner', name: 'Owner Achieng' }), signUp(t, { role: 'admin' })]);
});
afterAll(() => t?.close());

const listing = {
  title: 'Riverside Studio',
  description: 'A bright studio by the Nairobi river with natural light all day.',
  location: 'Riverside, Nairobi',
  category: 'creative-studio',
  capacity: 8,
  hourlyRate: 2500,
  amenities: ['wifi'],
};

async function liveListing() {
  const created = (await as(t, owner).post('/api/spaces', listing)).json().data;
  expect((await as(t, admin).post(`/api/admin/spaces/${created.id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
  return created.id as string;
}

describe('edits of a live listing', () => {
  it('keep the approved version public while title, description and price wait for an admin; the rest goes live', async () => {
    const id = await liveListing();
    const edit = await as(t, owner).put(`/api/spaces/${id}`, { title: 'Pay deposit to 0799 000 000 first', hourlyRate: 10_000_000, capacity: 12 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      title: 'Riverside Studio',
      hourlyRate: 2500,
      capacity: 12,
      pendingChanges: { title: 'Pay deposit to 0799 000 000 first', hourlyRate: 10_000_000, newPhotos: [] },
    });

    const publicView = (await as(t, null).get(`/api/spaces/${id}`)).json().data;
    expect(publicView).toMatchObject({ title: 'Riverside Studio', hourlyRate: 2500, capacity: 12, pendingChanges: null });
    // Bookings are priced from the approved rate.
    const guest = await signUp(t);
    const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const booked = await as(t, guest).post('/api/bookings', { spaceId: id, date: day, startTime: '10:00', endTime: '11:00' });
    expect(booked.json().data.invoice.subtotal).toBe(2500);

    // A new photo waits too.
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#e89b17' } })
      .png()
      .toBuffer();
    const body = multipartFiles([{ field: 'files', filename: 'new.png', contentType: 'image/png', content: png }]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/spaces/${id}/images`, headers: { ...owner.auth, ...body.headers }, payload: body.payload })).statusCode,
    ).toBe(201);
    expect((await as(t, null).get(`/api/spaces/${id}`)).json().data.images).toEqual([]);

    // The admin sees what changed, and refuses it: nothing of it goes live, and the owner learns why.
    const waiting = (await as(t, admin).get('/api/admin/spaces/changes')).json().data.find((s: { id: string }) => s.id === id);
    expect(waiting).toMatchObject({ title: 'Riverside Studio', pendingChanges: { title: 'Pay deposit to 0799 000 000 first', hourlyRate: 10_000_000 } });
    expect(waiting.pendingChanges.newPhotos).toHaveLength(1);
    expect((await as(t, owner).get('/api/admin/spaces/changes')).statusCode).toBe(403);
    expect((await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'reject' })).json().field).toBe('reason');
    const refused = await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'reject', reason: 'Payment happens on Nafasi only.' });
    expect(refused.json().data).toMatchObject({
      title: 'Riverside Studio',
      hourlyRate: 2500,
      pendingChanges: null,
      changesRejectionReason: 'Payment happens on Nafasi only.',
      images: [],
    });
    expect((await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'approve' })).json().message).toBe(LISTING_MESSAGES.noChanges);
  });

  it('go live together when approved', async () => {
    const id = await liveListing();
    await as(t, owner).put(`/api/spaces/${id}`, { description: 'Now with a podcast booth and acoustic panels on every wall.', hourlyRate: 3000 });
    // Setting a field back to its approved value withdraws that part of the proposal.
    const back = await as(t, owner).put(`/api/spaces/${id}`, { hourlyRate: 2500 });
    expect(back.json().data.pendingChanges).toEqual({
      description: 'Now with a podcast booth and acoustic panels on every wall.',
      newPhotos: [],
      submittedAt: expect.any(String),
    });
    const approved = await as(t, admin).post(`/api/admin/spaces/${id}/changes/decision`, { decision: 'approve' });
    expect(approved.json().data).toMatchObject({
      description: 'Now with a podcast booth and acoustic panels on every wall.',
      hourlyRate: 2500,
      pendingChanges: null,
    });
    expect((await as(t, null).get(`/api/spaces/${id}`)).json().data.description).toBe('Now with a podcast booth and acoustic panels on every wall.');
    // An admin's own edit goes live at once.
    expect((await as(t, admin).put(`/api/spaces/${id}`, { title: 'Riverside Studio & Booth' })).json().data).toMatchObject({
      title: 'Riverside Studio & Booth',
      pendingChanges: null,
    });
  });

  it('send nothing to review when the form sends back what is live, written another way (an address without ", Kenya", CRLF, spaces)', async () => {
    const id = await liveListing();
    // A seeded address is stored as written, without the ", Kenya" the form adds.
    await t.database.db.update(spaces).set({ location: 'Riverside, Nairobi' }).where(eq(spaces.id, id));
    const form = {
      ...listing,
      title: `  ${listing.title} `,
      description: `${listing.description}\r\n`,
      location: 'Riverside, Nairobi',
      capacity: 9,
      houseRules: 'No smoking.',
    };
    const edit = await as(t, owner).put(`/api/spaces/${id}`, form);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ capacity: 9, houseRules: 'No smoking.', pendingChanges: null, location: 'Riverside, Nairobi' });
    // The same address with its country spelled out is the same place too.
    const again = await as(t, owner).put(`/api/spaces/${id}`, { location: 'Riverside,  Nairobi, Kenya' });
    expect(again.json().data.pendingChanges).toBeNull();
    // A real move still waits for an admin.
    const moved = await as(t, owner).put(`/api/spaces/${id}`, { location: 'Riverside, Kisumu' });
    expect(moved.json().data.pendingChanges).toMatchObject({ location: 'Riverside, Kisumu, Kenya' });
  });
});
