import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, profiles, spaces, users } from '../../db/schema.ts';
import { m } from '@nafasi/shared/i18n';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { LISTING_MESSAGES, type SpaceInput } from '@nafasi/shared/listings';
import { createTestApp, insertBooking, insertSpace, multipartFiles, pngClaiming, signUp, type FilePart, type TestContext, as } from '../../test/harness.ts';

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let rival: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let guest: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, rival, admin, guest] = await Promise.all([
    signUp(t, { role: 'owner', name: 'Wambui Njoroge' }),
    signUp(t, { role: 'owner' }),
    signUp(t, { role: 'admin', name: 'Amina Admin' }),
    signUp(t),
  ]);
});
afterAll(() => t?.close());

type Who = { auth: Record<string, string> };
const listing = (over: Partial<SpaceInput> = {}): SpaceInput => ({
  title: 'Ngong Road Training Room',
  description: 'Twenty seats, a projector and tea.',
  location: 'Ngong Road, Nairobi',
  category: 'training_room',
  capacity: 20,
  hourlyRate: 1500.5,
  amenities: ['projector', 'wifi', 'projector', ' '],
  ...over,
});
const create = async (who: Who, over: Partial<SpaceInput> = {}) => {
  const res = await as(t, who).post('/api/spaces', listing(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    status: string;
    images: { id: string; url: string; thumbUrl: string }[];
  };
};
const decide = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  as(t, admin).post(`/api/admin/spaces/${id}/decision`, { decision, ...(reason ? { reason } : {}) });
const photo = (color: string, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width: 800, height: 500, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
const upload = (who: Who, id: string, parts: FilePart[]) => {
  const body = multipartFiles(parts);
  return t.app.inject({ method: 'POST', url: `/api/spaces/${id}/images`, headers: { ...who.auth, ...body.headers }, payload: body.payload });
};
const file = (content: Buffer, filename = 'room.jpg', contentType = 'image/jpeg', field = 'files'): FilePart => ({ field, filename, contentType, content });

describe('an owner lists a space', () => {
  it('creates it pending and private, mapped to its browse category, with ", Kenya" added and no coordinates', async () => {
    const space = await create(owner);
    expect(space).toMatchObject({
      status: 'pending',
      category: 'training_room',
      browseCategory: 'meeting-room',
      location: 'Ngong Road, Nairobi, Kenya',
      hourlyRate: 1500.5,
      amenities: ['projector', 'wifi'],
      ownerId: owner.user.id,
      ownerName: 'Wambui Njoroge',
      latitude: null,
      longitude: null,
      rating: 5,
      reviews: 0,
      rejectionReason: null,
    });
    expect((await as(t, null).get(`/api/spaces/${space.id}`)).statusCode).toBe(404);
    const mine = (await as(t, owner).get('/api/owner/spaces')).json();
    expect(mine.data.map((s: { id: string }) => s.id)).toContain(space.id);
    expect((await as(t, rival).get('/api/owner/spaces')).json().data).toEqual([]);
    expect((await create(owner, { location: 'Nyali, Mombasa, kenya' })).status).toBe('pending');
    expect((await as(t, owner).get(`/api/owner/spaces/${space.id}`)).json().data.id).toBe(space.id);
  });

  it.each([
    [{ title: '   ' }, 'title', `${LISTING_MESSAGES.requiredFields} (Title is empty)`],
    [{ description: '' }, 'description', `${LISTING_MESSAGES.requiredFields} (Description is empty)`],
    [{ location: '' }, 'location', `${LISTING_MESSAGES.requiredFields} (Address is empty)`],
    [{ capacity: 0 }, 'capacity', 'Capacity (people) must be at least 1'],
    [{ capacity: 2.5 }, 'capacity', 'Capacity (people) must be a whole number'],
    [{ hourlyRate: -1 }, 'hourlyRate', 'Hourly rate (KSH) must not be negative'],
    [{ hourlyRate: 10.005 }, 'hourlyRate', 'Hourly rate (KSH) has at most two decimals (cents)'],
    [{ category: 'castle' }, 'category', 'Choose a category from the list.'],
    [{ latitude: 91 }, 'latitude', 'Latitude (optional) must be between -90 and 90'],
  ])('refuses %o with 400 naming the field as the form labels it', async (over, field, message) => {
    const res = await as(t, owner).post('/api/spaces', listing(over as Partial<SpaceInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('names the field by its Kiswahili label for a Kiswahili reader, and never by its code name', async () => {
    const sw = { locale: 'sw' as const };
    for (const [over, field, label] of [
      [{ hourlyRate: -1 }, 'hourlyRate', m.form_hourly_rate({}, sw)],
      [{ title: '' }, 'title', m.form_title({}, sw)],
      [{ capacity: 0 }, 'capacity', m.form_capacity_people({}, sw)],
    ] as const) {
      const res = await as(t, owner).post('/api/spaces', listing(over), { cookie: 'nafasi_lang=sw' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.field).toBe(field);
      expect(body.message).toContain(label);
      expect(body.message).not.toContain(field);
    }
  });

  it('lets only its owner (or an admin) see, edit or delete it', async () => {
    const space = await create(owner);
    for (const [method, url, body] of [
      ['GET', `/api/owner/spaces/${space.id}`],
      ['PUT', `/api/spaces/${space.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/spaces/${space.id}`],
      ['PUT', `/api/spaces/${space.id}/images/order`, { imageIds: [] }],
    ] as const) {
      expect((await as(t, rival)[method.toLowerCase() as Lowercase<typeof method>](url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(t, guest).post('/api/spaces', listing())).statusCode).toBe(403);
    const edited = await as(t, admin).put(`/api/spaces/${space.id}`, { title: 'Ngong Road Seminar Room', category: 'other' });
    expect(edited.json().data).toMatchObject({ title: 'Ngong Road Seminar Room', category: 'other', browseCategory: null, status: 'pending' });
  });
});

describe('approval', () => {
  it('approving makes the space public under its browse category; the decision is audited', async () => {
    const space = await create(owner, { title: 'Karen Pottery Barn', category: 'workshop_space' });
    const res = await decide(space.id, 'approve');
    expect(res.json().data.status).toBe('approved');
    expect((await as(t, null).get(`/api/spaces/${space.id}`)).statusCode).toBe(200);
    const found = (await as(t, null).get('/api/spaces?category=creative-studio&q=pottery')).json().data;
    expect(found.map((s: { id: string }) => s.id)).toContain(space.id);
    const again = await decide(space.id, 'reject', 'Too late');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LISTING_MESSAGES.notPending);
    const log = (await as(t, admin).get('/api/admin/audit')).json().data;
    expect(log[0]).toMatchObject({ actorName: 'Amina Admin', action: 'space.approve', targetId: space.id, summary: 'Approved the space “Karen Pottery Barn”' });
    // An admin who reads Kiswahili reads the same entry in Kiswahili: the log keeps what was done, not a sentence.
    const inSwahili = (await as(t, admin).get('/api/admin/audit', undefined, { 'accept-language': 'sw' })).json().data;
    expect(inSwahili[0]).toMatchObject({ action: 'space.approve', summary: 'Aliidhinisha eneo “Karen Pottery Barn”' });
    // Entries written before their words were kept read as they were written.
    await t.database.db.update(auditLog).set({ words: null }).where(eq(auditLog.id, log[0].id));
    expect((await as(t, admin).get('/api/admin/audit', undefined, { 'accept-language': 'sw' })).json().data[0].summary).toBe(
      'Approved the space “Karen Pottery Barn”',
    );
  });

  it('a refusal needs a reason, which the owner sees; editing sends it back for approval', async () => {
    const space = await create(owner);
    const noReason = await decide(space.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(LISTING_MESSAGES.reasonRequired);
    expect((await decide(space.id, 'reject', 'Add a photo of the room, please.')).json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Add a photo of the room, please.',
    });
    const mine = (await as(t, owner).get(`/api/owner/spaces/${space.id}`)).json().data;
    expect(mine.rejectionReason).toBe('Add a photo of the room, please.');
    const resubmitted = (await as(t, owner).put(`/api/spaces/${space.id}`, { description: 'Now with photos.' })).json().data;
    expect(resubmitted).toMatchObject({ status: 'pending', rejectionReason: null, description: 'Now with photos.' });
  });

  it('a space an admin adds is approved at once, as Admin User', async () => {
    const space = await create(admin, { category: 'event-hall', title: 'Admin Hall' });
    expect(space).toMatchObject({ status: 'approved', ownerId: null, ownerName: 'Admin User', browseCategory: 'event-hall' });
    expect((await as(t, null).get(`/api/spaces/${space.id}`)).statusCode).toBe(200);
  });

  it('approve and delete racing on one space: never a 500, and the space ends deleted', async () => {
    for (let i = 0; i < 5; i++) {
      const space = await create(owner);
      const [approved, deleted] = await Promise.all([decide(space.id, 'approve'), as(t, admin).delete(`/api/spaces/${space.id}`)]);
      expect([200, 404, 409]).toContain(approved.statusCode);
      expect(deleted.statusCode).toBe(204);
      expect((await as(t, null).get(`/api/spaces/${space.id}`)).statusCode).toBe(404);
      expect((await as(t, admin).get(`/api/owner/spaces/${space.id}`)).statusCode).toBe(404);
    }
  });
});

describe('deleting', () => {
  it('is refused while confirmed bookings are to come; pending ones are cancelled; past bookings stay readable', async () => {
    const space = await create(admin, { title: 'Busy Room' });
    const day = 86_400_000;
    const future = await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: new Date(Date.now() + 3 * day),
      endTime: new Date(Date.now() + 3 * day + 3_600_000),
      status: 'confirmed',
    });
    const pending = await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: new Date(Date.now() + 4 * day),
      endTime: new Date(Date.now() + 4 * day + 3_600_000),
    });
    const past = await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: new Date(Date.now() - 4 * day),
      endTime: new Date(Date.now() - 4 * day + 3_600_000),
      status: 'confirmed',
    });
    const refused = await as(t, admin).delete(`/api/spaces/${space.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LISTING_MESSAGES.hasConfirmedBookings);
    expect((await as(t, admin).post(`/api/bookings/${future.id}/cancel`)).statusCode).toBe(200);
    expect((await as(t, admin).delete(`/api/spaces/${space.id}`)).statusCode).toBe(204);
    expect((await as(t, null).get(`/api/spaces/${space.id}`)).statusCode).toBe(404);
    expect((await as(t, guest).get(`/api/bookings/${pending.id}`)).json().data.status).toBe('cancelled');
    expect((await as(t, guest).get(`/api/bookings/${past.id}`)).json().data).toMatchObject({ spaceName: 'Busy Room', status: 'confirmed' });
    expect((await as(t, admin).delete(`/api/spaces/${space.id}`)).statusCode).toBe(404);
  });
});

describe('photos', () => {
  it('re-encodes uploads as WebP without metadata, in order; reorders and removes them', async () => {
    const space = await create(owner);
    const withGps = await sharp(await photo('#0f766e'))
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
      .jpeg()
      .toBuffer();
    const res = await upload(owner, space.id, [file(withGps), file(await photo('#b45309', 'png'), 'b.png', 'image/png')]);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json().data as { id: string; url: string; thumbUrl: string }[];
    expect(images).toHaveLength(2);
    expect(images[0]!.url).toMatch(/^\/media\/space-[0-9a-f-]{36}-full\.webp$/);
    const served = await t.app.inject(images[0]!.thumbUrl);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
    expect(meta.exif).toBeUndefined();

    const reordered = await as(t, owner).put(`/api/spaces/${space.id}/images/order`, { imageIds: [images[1]!.id, images[0]!.id] });
    expect(reordered.json().data.map((i: { id: string }) => i.id)).toEqual([images[1]!.id, images[0]!.id]);
    const bad = await as(t, owner).put(`/api/spaces/${space.id}/images/order`, { imageIds: [images[1]!.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LISTING_MESSAGES.badOrder);

    const removed = await as(t, owner).delete(`/api/spaces/${space.id}/images/${images[1]!.id}`);
    expect(removed.json().data.map((i: { id: string }) => i.id)).toEqual([images[0]!.id]);
    expect((await t.app.inject(images[1]!.url)).statusCode).toBe(404);
    expect((await as(t, rival).delete(`/api/spaces/${space.id}/images/${images[0]!.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a renamed executable', () => Promise.resolve(file(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 9)]), 'setup.jpg'))],
    [
      'an SVG with script',
      () => Promise.resolve(file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml')),
    ],
    ['a pixel flood', async () => file(await pngClaiming(30_000, 30_000), 'flood.png', 'image/png')],
  ])('refuses %s with 415 and keeps nothing', async (_what, make) => {
    const space = await create(owner);
    const res = await upload(owner, space.id, [file(await photo('#111827')), await make()]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain(PHOTO_MESSAGES.notAnImage);
    expect((await as(t, owner).get(`/api/owner/spaces/${space.id}`)).json().data.images).toEqual([]);
  });

  it('refuses a file over 10 MB (413), more than 10 files (413), a wrong field name and no files (400)', async () => {
    const space = await create(owner);
    const big = await upload(owner, space.id, [file(Buffer.alloc(10 * 1024 * 1024 + 1, 1))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PHOTO_MESSAGES.tooLarge);
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const many = await upload(
      owner,
      space.id,
      Array.from({ length: 11 }, (_, i) => file(small, `${i}.png`, 'image/png')),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe(PHOTO_MESSAGES.tooManyFiles);
    const wrong = await upload(owner, space.id, [file(small, 'a.png', 'image/png', 'photo')]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(LISTING_MESSAGES.wrongField);
    expect((await upload(owner, space.id, [])).statusCode).toBe(400);
    expect((await as(t, owner).get(`/api/owner/spaces/${space.id}`)).json().data.images).toEqual([]);
  });

  it('uses the sample photo of a seeded space too (real decoding of a real photo)', async () => {
    const space = await create(owner);
    const sample = await readFile(path.join(import.meta.dirname, '../../seed/images/westlands-boardroom.webp'));
    const res = await upload(owner, space.id, [file(sample, 'boardroom.webp', 'image/webp')]);
    expect(res.statusCode).toBe(201);
  });
});

describe('a space and its photos, all or nothing (issue 27.1)', () => {
  const createWith = (who: Who, parts: FilePart[], fields: Record<string, string>, key?: string) => {
    const body = multipartFiles(parts, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/spaces',
      headers: { ...who.auth, ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body.payload,
    });
  };
  const titled = async (title: string) =>
    ((await as(t, admin).get(`/api/admin/spaces?q=${encodeURIComponent(title)}`)).json().data as { id: string; title: string }[]).filter(
      (s) => s.title === title,
    );

  it('creates no space when a photo is damaged, for admins and owners alike; the retry creates one, with its photos in order', async () => {
    for (const [who, title] of [
      [admin, 'All Or Nothing Hall'],
      [owner, 'All Or Nothing Loft'],
    ] as const) {
      const fields = { space: JSON.stringify(listing({ title })) };
      const damaged = await createWith(
        who,
        [file(await photo('#c00')), file(Buffer.from('not a photo at all'), 'broken.jpg')],
        fields,
        `key-${title.replace(/ /g, '-')}`,
      );
      expect(damaged.statusCode).toBe(415);
      expect(damaged.json().message).toBe(`broken.jpg: ${PHOTO_MESSAGES.notAnImage}`);
      expect(await titled(title)).toEqual([]);
      const retry = await createWith(
        who,
        [file(await photo('#c00')), file(await photo('#00c'), 'blue.png', 'image/png')],
        fields,
        `key-${title.replace(/ /g, '-')}`,
      );
      expect(retry.statusCode, retry.body).toBe(201);
      const created = retry.json().data;
      expect(created).toMatchObject({ title, status: who === admin ? 'approved' : 'pending' });
      expect(created.images).toHaveLength(2);
      expect(await titled(title)).toHaveLength(1);
    }
  });

  it('answers a retry with the same key with the same space, even when both tries arrive at once, in rounds', async () => {
    for (let round = 0; round < 4; round++) {
      const title = `Idempotent Studio ${round}`;
      const key = `round-${round}-${Date.now()}-abcdef`;
      const tries = await Promise.all(
        Array.from({ length: 3 }, async () => createWith(owner, [file(await photo('#0a0'))], { space: JSON.stringify(listing({ title })) }, key)),
      );
      expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(tries.map((r) => r.json().data.id)).size).toBe(1);
      expect(await titled(title)).toHaveLength(1);
    }
    // Another person's key is their own: the same key makes them their own space.
    const key = `shared-key-${Date.now()}`;
    const mine = (await createWith(owner, [], { space: JSON.stringify(listing({ title: 'Keyed One' })) }, key)).json().data;
    const theirs = await createWith(rival, [], { space: JSON.stringify(listing({ title: 'Keyed Two' })) }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.id);
  });

  it('refuses the same key with another request (422, as Stripe does), and creates nothing for it (issue 57)', async () => {
    const key = `reused-key-${Date.now()}`;
    const first = await createWith(owner, [file(await photo('#123'))], { space: JSON.stringify(listing({ title: 'Keyed Gallery' })) }, key);
    expect(first.statusCode).toBe(201);
    for (const [parts, title] of [
      [[file(await photo('#123'))], 'Keyed Gallery, Renamed'],
      [[file(await photo('#321'))], 'Keyed Gallery'],
      [[], 'Keyed Gallery'],
    ] as const) {
      const reused = await createWith(owner, [...parts], { space: JSON.stringify(listing({ title })) }, key);
      expect(reused.statusCode, title).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused', field: 'idempotency-key', message: LISTING_MESSAGES.keyReused });
    }
    expect(await titled('Keyed Gallery, Renamed')).toEqual([]);
    // The very same request again is a retry: the first space.
    const retry = await createWith(owner, [file(await photo('#123'))], { space: JSON.stringify(listing({ title: 'Keyed Gallery' })) }, key);
    expect([retry.statusCode, retry.json().data.id]).toEqual([200, first.json().data.id]);
  });

  it('refuses a form without its fields, with unreadable fields, or with a field the schema refuses, and a malformed key', async () => {
    const none = await createWith(owner, [file(await photo('#ccc'))], {});
    expect([none.statusCode, none.json().message]).toEqual([400, LISTING_MESSAGES.noSpaceFields]);
    const garbled = await createWith(owner, [], { space: '{"title": ' });
    expect([garbled.statusCode, garbled.json().field]).toEqual([400, 'space']);
    const untitled = await createWith(owner, [], { space: JSON.stringify(listing({ title: '' })) });
    expect([untitled.statusCode, untitled.json().field]).toEqual([400, 'title']);
    const badKey = await as(t, owner).post('/api/spaces', listing({ title: 'Bad Key Room' }), { 'idempotency-key': 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(await titled('Bad Key Room')).toEqual([]);
  });
});

describe('owner bookings', () => {
  it('shows an owner the bookings of their spaces, and lets them mark a payment received', async () => {
    const space = await create(owner, { title: 'Owner Booked Room' });
    await decide(space.id, 'approve');
    const b = await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: new Date(Date.now() + 9 * 86_400_000),
      endTime: new Date(Date.now() + 9 * 86_400_000 + 3_600_000),
    });
    const list = (await as(t, owner).get('/api/owner/bookings')).json();
    expect(list.data.map((x: { id: string }) => x.id)).toContain(b.id);
    expect((await as(t, rival).get('/api/owner/bookings')).json().data.map((x: { id: string }) => x.id)).not.toContain(b.id);
    expect((await as(t, owner).post(`/api/bookings/${b.id}/mark-paid`)).json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('admin tables', () => {
  it('counts spaces, bookings, revenue and users in the database', async () => {
    const stats = (await as(t, admin).get('/api/admin/stats')).json().data;
    expect(stats).toEqual({
      spaces: expect.any(Number),
      bookings: expect.any(Number),
      revenue: expect.any(Number),
      users: expect.any(Number),
      pendingSpaces: expect.any(Number),
      pendingUpgrades: 0,
    });
    expect(stats.users).toBeGreaterThanOrEqual(4);
    expect(stats.pendingSpaces).toBeGreaterThan(0);
  });

  it('searches, sorts and pages spaces on the server', async () => {
    await create(admin, { title: 'Zebra Sort Room', hourlyRate: 99_000 });
    const found = (await as(t, admin).get('/api/admin/spaces?q=zebra%20sort')).json();
    expect(found.data.map((s: { title: string }) => s.title)).toEqual(['Zebra Sort Room']);
    const byRate = (await as(t, admin).get('/api/admin/spaces?sort=rate&order=desc&limit=1')).json();
    expect(byRate.data[0].title).toBe('Zebra Sort Room');
    expect(byRate.page.total).toBeGreaterThan(1);
    const pending = (await as(t, admin).get('/api/admin/spaces?status=pending&limit=100')).json().data;
    expect(pending.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    expect((await as(t, admin).get('/api/admin/spaces?sort=owner')).statusCode).toBe(400);
  });

  it('lists users with their booking counts, changes a role (audited), but not one’s own', async () => {
    const users = (await as(t, admin).get(`/api/admin/users?q=${encodeURIComponent(guest.email)}`)).json().data;
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: guest.email, role: 'user' });
    expect(users[0].bookings).toBeGreaterThan(0);
    const changed = await as(t, admin).put(`/api/admin/users/${guest.user.id}/role`, { role: 'owner' });
    expect(changed.json().data.role).toBe('owner');
    // The new role applies at once.
    expect((await as(t, guest).get('/api/owner/spaces')).statusCode).toBe(200);
    const own = await as(t, admin).put(`/api/admin/users/${admin.user.id}/role`, { role: 'user' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(LISTING_MESSAGES.ownRole);
    expect((await as(t, admin).put(`/api/admin/users/${guest.user.id}/role`, { role: 'king' })).statusCode).toBe(400);
    expect((await as(t, admin).get('/api/admin/audit')).json().data[0]).toMatchObject({
      action: 'user.role',
      summary: `Changed ${guest.email} from Member to Space owner`,
    });
    // The roles are named in the reading admin's language.
    expect((await as(t, admin).get('/api/admin/audit', undefined, { 'accept-language': 'sw' })).json().data[0].summary).toBe(
      `Alibadilisha ${guest.email} kutoka Mwanachama kuwa Mmiliki wa eneo`,
    );
    expect((await as(t, admin).get('/api/admin/users?role=admin')).json().data.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });

  it('searches bookings by reference', async () => {
    const all = (await as(t, admin).get('/api/admin/bookings?limit=1')).json();
    const ref = all.data[0].reference;
    const found = (await as(t, admin).get(`/api/admin/bookings?q=${ref}`)).json().data;
    expect(found.map((b: { reference: string }) => b.reference)).toEqual([ref]);
    // A search beginning "NF-" is looked up by the rest and checked whole: in any case, a part of
    // the reference from its start, and its wildcards letters (none matches a reference).
    const search = async (q: string) => (await as(t, admin).get(`/api/admin/bookings?q=${encodeURIComponent(q)}`)).json();
    expect(ref).toMatch(/^NF-/);
    for (const q of [ref.toLowerCase(), ref.slice(0, -1)])
      expect(
        (await search(q)).data.map((b: { reference: string }) => b.reference),
        q,
      ).toContain(ref);
    for (const q of ['NF-%', 'nf-_', `${ref.slice(0, -1)}%`, `${ref.slice(0, -1)}_`, `NF_${ref.slice(3)}`]) expect((await search(q)).page.total, q).toBe(0);
  });

  it('searches bookings by space, guest e-mail and guest name too, in every sort, with its count; wildcards are letters', async () => {
    const space = await insertSpace(t.database, { title: 'Quokka Loft Boardroom' });
    const guest = await signUp(t, { name: 'Wanjiru Zebrafinch', email: `zebrafinch-${Date.now()}@example.co.ke` });
    const start = new Date(Date.now() + 40 * 86_400_000);
    const hour = 3_600_000;
    for (let i = 0; i < 3; i++) {
      await insertBooking(t.database, {
        spaceId: space.id,
        userId: guest.user.id,
        startTime: new Date(start.getTime() + i * 2 * hour),
        endTime: new Date(start.getTime() + (i * 2 + 1) * hour),
      });
    }
    const search = async (q: string, extra = '') => (await as(t, admin).get(`/api/admin/bookings?q=${encodeURIComponent(q)}${extra}`)).json();
    for (const q of ['quokka loft', 'ZEBRAFINCH-', 'Wanjiru Zebra']) {
      const found = await search(q);
      expect(found.page.total, q).toBe(3);
      expect(
        found.data.map((b: { spaceName: string }) => b.spaceName),
        q,
      ).toEqual(['Quokka Loft Boardroom', 'Quokka Loft Boardroom', 'Quokka Loft Boardroom']);
    }
    for (const sort of ['created', 'start', 'amount', 'status']) {
      const page = await search('zebrafinch', `&sort=${sort}&order=asc&limit=2&offset=1`);
      expect(page.page.total, sort).toBe(3);
      expect(page.data, sort).toHaveLength(2);
    }
    const starts = (await search('zebrafinch', '&sort=start&order=desc')).data.map((b: { startTime: string }) => b.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await search('%')).page.total).toBe(0);
    expect((await search('zebra_inch')).page.total).toBe(0);
    // Words from two fields together match nothing (a field is a line of its own).
    expect((await search('boardroom wanjiru')).page.total).toBe(0);
    expect((await search('loft boardroom')).page.total).toBe(3);
    // A space renamed, a guest renamed, an address changed: the search follows (the database keeps it).
    await t.database.db.update(spaces).set({ title: 'Pangolin Studio' }).where(eq(spaces.id, space.id));
    await t.database.db.update(profiles).set({ fullName: 'Akinyi Okapi' }).where(eq(profiles.userId, guest.user.id));
    await t.database.db
      .update(users)
      .set({ email: `okapi-${Date.now()}@example.co.ke` })
      .where(eq(users.id, guest.user.id));
    for (const q of ['pangolin studio', 'akinyi okapi', 'okapi-']) expect((await search(q)).page.total, q).toBe(3);
    for (const q of ['quokka', 'wanjiru', 'zebrafinch']) expect((await search(q)).page.total, q).toBe(0);
    expect((await search('pangolin')).page.capped, 'a count under a thousand is exact').toBeUndefined();
  });
});
