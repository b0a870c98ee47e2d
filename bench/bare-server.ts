/**
 * The baseline: a bare node:http handler that answers the same catalogue requests with the same SQL
 * (the text our service generates, passed in by run.ts), through the same driver (pg), returning the
 * same JSON, with no framework, validation or serializer around it.
 */
import http from 'node:http';
import pg from 'pg';

/** A statement as run.ts hands it over: its SQL text and its parameters, already filled in. */
export interface Statement {
  name?: string;
  sql: string;
  params: unknown[];
}
export interface BareSql {
  /** By the request's query string: the page's rows and its total. */
  lists: Record<string, { rows: Statement; total: Statement }>;
  /** The id's parameter is at idIndex. */
  byId: Statement & { idIndex: number };
  /** The page's ids go in its only parameter. */
  images: Statement;
}

/** Prepared (named) when ours is too, so both sides make PostgreSQL do the same work. */
const run = (pool: pg.Pool, s: Statement, params: unknown[]) =>
  pool.query(s.name ? { name: s.name, text: s.sql, values: params } : { text: s.sql, values: params });

type Row = Record<string, unknown> & { id: string };

export function startBareServer(port: number, url: string, sql: BareSql): Promise<http.Server> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });

  async function withImages(rows: Row[]) {
    if (rows.length === 0) return [];
    // A space by id comes with its photos (ours reads both in one statement); a list page reads them after.
    const images =
      'images' in rows[0]!
        ? rows.flatMap((r) => (r.images as Row[]).map((i) => ({ ...i, space_id: r.id, storage_key: i.storageKey })))
        : (await run(pool, sql.images, [rows.map((r) => r.id)])).rows;
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      location: r.location,
      hourlyRate: Number(r.hourly_rate_cents) / 100,
      capacity: r.capacity,
      category: r.category,
      browseCategory: r.browse_category,
      amenities: r.amenities,
      images: images
        .filter((i: Row) => i.space_id === r.id)
        .map((i: Row) => ({ id: i.id, url: `/media/${i.storage_key}-full.webp`, thumbUrl: `/media/${i.storage_key}-thumb.webp` })),
      ownerId: r.owner_id,
      ownerName: r.owner_name,
      rating: Number(r.rating),
      reviews: r.reviews_count,
      status: r.status,
      latitude: r.latitude,
      longitude: r.longitude,
      createdAt: (r.created_at as Date).toISOString(),
      updatedAt: (r.updated_at as Date).toISOString(),
    }));
  }

  const server = http.createServer((req, res) => void answer(req, res));
  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const u = new URL(req.url!, 'http://x');
    let body: unknown;
    if (u.pathname.startsWith('/api/spaces/')) {
      const params = [...sql.byId.params];
      params[sql.byId.idIndex] = u.pathname.slice('/api/spaces/'.length);
      const { rows } = await run(pool, sql.byId, params);
      body = { data: (await withImages(rows))[0] };
    } else {
      const list = sql.lists[u.search]!;
      const [rows, total] = await Promise.all([run(pool, list.rows, list.rows.params), run(pool, list.total, list.total.params)]);
      body = {
        data: await withImages(rows.rows),
        page: { total: Math.min(Number(total.rows[0].total), 1000), limit: 12, offset: 0, capped: Number(total.rows[0].total) > 1000 },
      };
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }
  server.on('close', () => void pool.end());
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
