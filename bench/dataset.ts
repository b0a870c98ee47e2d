/**
 * The benches' catalogue: spaces made by the seed's generator and bookings spread over them, in a
 * fresh PostgreSQL database; and accounts made as people make them.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { freshPostgresDatabase } from '../apps/server/src/test/harness.ts';
import { generateSpacesSql } from '../apps/server/src/seed/generate.ts';
import { rowsOf } from '../apps/server/src/lib/rows.ts';

/** `spaces` spaces (one in ten pending, the rest approved), each with a photo. */
export async function generateSpaces(database: Database, spaces: number) {
  await database.db.execute(generateSpacesSql(spaces));
  // A bulk load, not news: no change notice per photo, and no stamp of its space (the index reads
  // everything when it starts).
  await database.db.execute(sql`alter table space_images disable trigger space_images_notify, disable trigger space_images_stamp`);
  await database.db.execute(sql`insert into space_images (space_id, storage_key, width, height) select id, 'seed-westlands-boardroom', 1600, 1067 from spaces`);
  await database.db.execute(sql`alter table space_images enable trigger space_images_notify, enable trigger space_images_stamp`);
  await database.db.execute(sql`vacuum analyze`);
}

/** First names and surnames the generated people are called by (one in thirteen gave none). */
const FIRST_NAMES = [
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Akinyi',
  'Kiprop',
  'Chebet',
  'Omondi',
  'Wambui',
  'Mutua',
  'Nafula',
  'Barasa',
  'Zawadi',
  'Juma',
  'Amina',
  'Hassan',
  'Faith',
  'Brian',
  'Grace',
  'Kevin',
  'Mercy',
  'Dennis',
  'Naliaka',
  'Kibet',
  'Halima',
  'Said',
  'Wairimu',
  'Ochieng',
];
const SURNAMES = [
  'Kamau',
  'Otieno',
  'Mwangi',
  'Ochieng',
  'Kariuki',
  'Njoroge',
  'Wafula',
  'Kiplagat',
  'Mutiso',
  'Odhiambo',
  'Wanjala',
  'Cheruiyot',
  'Muthoni',
  'Onyango',
  'Kimani',
  'Nyaga',
  'Koech',
  'Auma',
  'Mohamed',
  'Ali',
  'Gitau',
  'Korir',
  'Were',
  'Simiyu',
  'Maina',
  'Rotich',
  'Owino',
  'Ndungu',
  'Kemboi',
  'Nduta',
];

/**
 * `count` people who signed up (one a minute back from now, one in twenty-five an owner), each with
 * a profile, named from the lists above (addresses made of the name and a number), as the admin's
 * users table shows and searches them.
 */
export async function generateUsers(database: Database, count: number) {
  const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
  await database.db.execute(sql`
    insert into users (email, email_verified, created_at, updated_at)
    select lower(f) || '.' || lower(s) || '.' || i || '@example.co.ke', true, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from (select i, (${arr(FIRST_NAMES)})[1 + (i * 7) % ${FIRST_NAMES.length}] as f, (${arr(SURNAMES)})[1 + (i * 11) % ${SURNAMES.length}] as s
          from generate_series(1, ${count}) as i) g`);
  await database.db.execute(sql`
    insert into profiles (user_id, full_name, role, created_at)
    select id, case when n % 13 = 0 then null else initcap(split_part(email, '.', 1)) || ' ' || initcap(split_part(email, '.', 2)) end,
           case when n % 25 = 0 then 'owner' else 'user' end, created_at
    from (select id, email, created_at, row_number() over (order by created_at) as n from users where email like '%@example.co.ke') u
    on conflict (user_id) do nothing`);
  await database.db.execute(sql`vacuum analyze users`);
  await database.db.execute(sql`vacuum analyze profiles`);
}

/**
 * `count` confirmed, paid bookings spread evenly over the approved spaces, one a day from the day
 * after tomorrow at an hour that moves with the space, so "free at a time" has real bookings to
 * step over. Generated history, not news: no events (and no mails). References look like the
 * product's, drawn at random (here a permutation of the numbers, so none repeats), not counted up:
 * a counted reference follows the dates, and a search for part of one finds bookings bunched at one
 * end of every order, which no real reference does.
 */
export async function generateBookings(database: Database, count: number) {
  await database.db.execute(sql`alter table bookings disable trigger bookings_events`);
  // Loaded as a bulk load is: the indexes that no constraint needs are dropped and built again after,
  // in one sorted pass each (ten million rows added one at a time to a dozen indexes took an hour).
  const indexes = rowsOf<{ name: string; definition: string }>(
    await database.db.execute(sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'bookings'::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
  for (const { name } of indexes) await database.db.execute(sql.raw(`drop index "${name}"`));
  // The guests numbered in a table of their own, analysed: joined as a CTE, the planner looked each booking's guest up by a scan of them.
  await database.db.execute(sql`drop table if exists bench_guests`);
  await database.db.execute(
    sql`create unlogged table bench_guests as select row_number() over (order by id) - 1 as n, id from users where email like '%@example.co.ke'`,
  );
  await database.db.execute(sql`alter table bench_guests add primary key (n)`);
  await database.db.execute(sql`analyze bench_guests`);
  await database.db.execute(sql`
    with s as (select id, row_number() over (order by id) - 1 as n from spaces where status = 'approved'),
         c as (select count(*) as total from s),
         cu as (select count(*) as people from bench_guests),
         -- Each booking's guest drawn unevenly (the square of a uniform draw): a few people book often, most rarely.
         b as (select g, g % c.total as n, g / c.total as round,
                      floor(cu.people * power(((g::bigint * 2246822519) % 4294967296) / 4294967296.0, 2))::bigint as guest
               from generate_series(0, ${count - 1}) g, c, cu)
    insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
    select 'NF-' || upper(lpad(to_hex((b.g::bigint * 2654435761) % 4294967296), 8, '0')), 'INV-M' || b.g, s.id, u.id, at, at + interval '2 hours', at + interval '2 hours', 200000, 20000, 220000, 'confirmed', 'paid'
    from b
    join s on s.n = b.n
    join bench_guests u on u.n = b.guest,
    lateral (select (date_trunc('day', now() at time zone 'Africa/Nairobi') + (2 + b.round) * interval '1 day'
                     + (8 + (b.g + b.round) % 12) * interval '1 hour') at time zone 'Africa/Nairobi' as at) w`);
  await database.db.execute(sql`drop table bench_guests`);
  // Each index built in one sorted pass in memory (PostgreSQL's 64 MB default spills a trigram index of ten million texts to disk).
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  await database.db.execute(sql`alter table bookings enable trigger bookings_events`);
  await database.db.execute(sql`delete from events`);
  await database.db.execute(sql`vacuum analyze bookings`);
}

/** The bookings a generated catalogue has per space. */
export const BOOKINGS_PER_SPACE = 10;
/** The people a generated catalogue has per space (who made its bookings). */
export const USERS_PER_SPACE = 1;
/** The comment a kept database is given once its catalogue is generated whole. */
const GENERATED = 'nafasi bench: generated, with people';

/**
 * A database for a bench at `size` spaces, and `generate`, which makes its catalogue (spaces and ten
 * bookings each) unless it has one, saying whether it did. A fresh database dropped after, or with
 * BENCH_KEEP=1 the size's kept one (nafasi_bench_<size>, generated once and measured again by the
 * next run: a million spaces and ten million bookings take the better part of an hour).
 */
export async function benchDatabase(size: number) {
  // As the benches' README says: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server.
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!process.env.BENCH_KEEP) {
    const fresh = await freshPostgresDatabase();
    return { ...fresh, generate: (database: Database) => generateCatalogue(database, size).then(() => true) };
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `nafasi_bench_${size}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query<{ comment: string | null }>('select shobj_description(oid, $1) as comment from pg_database where datname = $2', [
      'pg_database',
      name,
    ]);
    const generated = found.rows[0]?.comment === GENERATED;
    if (!generated) {
      // Missing, left half-made by a run that stopped, or made by an older generator: made anew.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {},
      async generate(database: Database) {
        if (generated) return false;
        await generateCatalogue(database, size);
        await database.db.execute(sql.raw(`comment on database ${name} is '${GENERATED}'`));
        return true;
      },
    };
  } finally {
    await admin.end();
  }
}

async function generateCatalogue(database: Database, size: number) {
  await generateSpaces(database, size);
  await generateUsers(database, size * USERS_PER_SPACE);
  await generateBookings(database, size * BOOKINGS_PER_SPACE);
}

/** An account as a person makes one: registers, confirms the address (here straight in the database), signs in; its access token. */
export async function benchAccount(baseUrl: string, databaseUrl: string, email: string, password: string, fullName: string, role?: 'admin') {
  const api = async (path: string, body: object) =>
    (await (await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as {
      data?: { access_token: string };
    };
  await api('/api/auth/register', { email, password, full_name: fullName });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('update users set email_verified = true where email = $1', [email]);
  if (role) await client.query('update profiles set role = $2 where user_id = (select id from users where email = $1)', [email, role]);
  await client.end();
  const session = await api('/api/auth/login', { email, password });
  if (!session.data) throw new Error(`bench account ${email} could not sign in: ${JSON.stringify(session)}`);
  return session.data.access_token;
}
