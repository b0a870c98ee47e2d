import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// mailauth (Postal Systems' SPF/DKIM/DMARC library) checks the signature: not the code that made it.
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMailer } from './mail.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child: () => silent, level: 'silent', silent() {} };
let dir: string;
let publicKey: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nafasi-dkim-'));
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await writeFile(path.join(dir, 'dkim.pem'), keys.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** DNS as the receiving server would read it: the selector's TXT record, nothing else. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'mail2026._domainkey.nafasi.co.ke') return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
  throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
};

describe('DKIM signing (issue 57)', () => {
  it('signs every mail for the domain, verified by an independent checker; a changed body fails', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Nafasi <no-reply@nafasi.co.ke>',
      dataDir: dir,
      log: silent as never,
      dkim: { domainName: 'nafasi.co.ke', keySelector: 'mail2026', privateKeyPath: path.join(dir, 'dkim.pem') },
    });
    await mailer.send({
      to: 'wanjiku@example.co.ke',
      subject: 'Your booking',
      text: 'Confirmed for Friday.',
      html: '<p>Confirmed for Friday.</p>',
      messageId: '<b1@nafasi.co.ke>',
    });
    const [file] = await readdir(path.join(dir, 'mail'));
    const raw = (await readFile(path.join(dir, 'mail', file!), 'utf8')).replace(/\r?\n/g, '\r\n');
    const signed = await dkimVerify(raw, { resolver });
    expect(signed.results[0]).toMatchObject({ signingDomain: 'nafasi.co.ke', selector: 'mail2026', status: { result: 'pass' } });
    const tampered = await dkimVerify(raw.replace('Confirmed for Friday.', 'Confirmed for Sunday.'), { resolver });
    expect(tampered.results[0]?.status.result).not.toBe('pass');
  });

  it('is set by three settings that go together', () => {
    expect(loadConfig({}).dkim).toBeNull();
    expect(loadConfig({ DKIM_DOMAIN: 'nafasi.co.ke', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY_PATH: '/etc/nafasi/dkim.pem' }).dkim).toEqual({
      domainName: 'nafasi.co.ke',
      keySelector: 'mail2026',
      privateKeyPath: '/etc/nafasi/dkim.pem',
    });
    expect(() => loadConfig({ DKIM_DOMAIN: 'nafasi.co.ke' })).toThrow(/go together/);
  });
});
