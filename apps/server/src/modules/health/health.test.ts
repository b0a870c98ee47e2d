import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKind, insertStuckPayment, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('platform', () => {
  it('GET /api/health reports the API and the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'operational',
      phase: 'serving',
      services: { api: { status: 'operational' }, database: { status: 'operational', kind: dbKind } },
    });
  });

  it.runIf(dbKind === 'postgres')('GET /api/health says an instance is starting (503) until it has read the catalogue, then serves', async () => {
    // The catalogue held by another connection: the new instance's first read waits behind it.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table spaces in access exclusive mode');
      const second = await t.startAnotherInstance();
      const starting = await second.inject('/api/health');
      expect(starting.statusCode).toBe(503);
      expect(starting.json().data).toMatchObject({ status: 'maintenance', phase: 'starting', services: { api: { status: 'maintenance' } } });
      // Its status record is left to the instances serving.
      expect(await second.jobs.recordHealth()).toBe(false);
      await holder.query('rollback');
      await second.started();
      const serving = await second.inject('/api/health');
      expect(serving.statusCode).toBe(200);
      expect(serving.json().data).toMatchObject({ status: 'operational', phase: 'serving' });
    } finally {
      await holder.end();
    }
  });

  it('unknown /api routes answer JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/spaces/x/y/z']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('sends security headers on every answer', async () => {
    const res = await t.app.inject('/api/spaces');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Sockets and fetches go to the site itself, never to any host (issue 26).
    const connect = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));
    expect(connect?.split(/\s+/).slice(1)).toEqual(["'self'", new URL(t.config.publicUrl).origin.replace(/^http/, 'ws')]);
  });

  it('GET /api/health calls M-Pesa degraded while a payment has been pending over 15 minutes, and stays 200', async () => {
    const fresh = await t.app.inject('/api/health');
    expect(fresh.json().data.services).toMatchObject({
      payments: { status: 'operational' },
      realtime: { status: 'operational' },
      mail: { status: 'operational' },
    });
    const unstick = await insertStuckPayment(t, 20);
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'degraded', services: { payments: { status: 'degraded' }, database: { status: 'operational' } } });
      expect(res.json().data.services.payments.oldestPendingSeconds).toBeGreaterThanOrEqual(20 * 60 - 5);
    } finally {
      await unstick();
    }
    expect((await t.app.inject('/api/health')).json().data.status).toBe('operational');
  });

  it('GET /api/health says the database is down with 503 when it is', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({
      status: 'outage',
      services: { database: { status: 'outage' }, payments: { status: 'outage' }, mail: { status: 'outage' } },
    });
    await broken.app.close();
  });
});
