import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { escapeMarkup } from '../../lib/escape.ts';
import { nairobiStamp } from '@nafasi/shared/time';

/**
 * A local stand-in for KRA's eTIMS Online Sales Control Unit (OSCU) that speaks its HTTP: the
 * gateway's OAuth token (GET /v1/token/generate, Basic consumer key and secret), device
 * initialisation (POST /etims-api/selectInitOsdcInfo, which hands out the communication key,
 * cmcKey), sales and credit notes (POST /etims-api/saveTrnsSalesOsdc, signed and numbered) and
 * KRA's receipt-verification page the QR code on an invoice opens
 * (/common/link/etims/receipt/indexEtimsReceiptData?Data=<PIN><branch><signature>).
 *
 * Built from KRA's OSCU specification as the public SDKs and their documentation carry it
 * (paybillke/kra-etims-oscu-docs: the request and response fields, their lengths and codes, the
 * result codes; paybillke/kra-etims-js-sdk and -python-sdk: the headers tin, bhfId and cmcKey on
 * every call after initialisation, the Bearer token, the gateway's fault bodies). As strict as
 * KRA's field tables: every field they mark required is required (the published sale example
 * leaves out the tax rates and discounts, so KRA's own example is refused with 910, which the
 * contract tests show), codes must be in KRA's code lists (tax types A–E at KRA's rates, receipt
 * types S and R, payment types 01–07, statuses 01–06, credit-note reasons 01–06), dates must be
 * real dates, the amounts must add up (tax-inclusive, as eTIMS takes them: the tax of a line is
 * its taxable amount × rate / (100 + rate)), an invoice number is taken once per device (994), a
 * credit note must name an invoice this device signed and may not credit more than it sold, and a
 * device initialises once (902).
 *
 * Its state (tokens, devices, signed receipts) is kept in a file under the data directory, so a
 * restart forgets nothing. Tests may take KRA away (`outage`) to see invoices wait and go later.
 */

/** KRA's result codes (the OSCU specification's "API Response Code" table). */
export const RESULT = {
  ok: ['000', 'It is succeeded'],
  noHeader: ['900', 'There is no Header information'],
  invalidDevice: ['901', 'It is not valid device'],
  installed: ['902', 'This device is installed'],
  parameter: ['910', 'Request parameter error'],
  noBody: ['911', 'There is no request full text'],
  method: ['912', 'There is a request Method error'],
  overlapped: ['994', 'There is an overlapped Data'],
  unknown: ['999', 'There is an unknown error. Please ask the administrator'],
} as const;

/** KRA's tax types and their rates in Kenya (code class "Taxation Type"): B is VAT at 16 %, E at 8 %. */
export const TAX_TYPES = { A: 0, B: 16, C: 0, D: 0, E: 8 } as const;
type Band = keyof typeof TAX_TYPES;
const BANDS = Object.keys(TAX_TYPES) as Band[];

/** A device KRA registered for a taxpayer's branch (on KRA's portal, before any software calls). */
export interface Device {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
  taxprNm: string;
}

/** The device of KRA's documented initialisation example, registered as KRA's sandbox has it. */
export const DOCUMENTED_DEVICE: Device = { tin: 'A123456789Z', bhfId: '00', dvcSrlNo: 'dvcv1130', taxprNm: 'Taxpayer1130' };

interface Installed extends Device {
  cmcKey: string;
  dvcId: string;
  sdcId: string;
  mrcNo: string;
}

/** A receipt the control unit signed: what KRA keeps and its verification page shows. */
export interface Signed {
  tin: string;
  bhfId: string;
  invcNo: number;
  orgInvcNo: number;
  rcptTyCd: 'S' | 'R';
  custTin: string | null;
  custNm: string | null;
  totAmt: number;
  totTaxAmt: number;
  salesDt: string;
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
  sdcId: string;
}

interface State {
  tokens: Record<string, number>;
  installed: Installed[];
  signed: Signed[];
}

/** A yyyyMMdd or yyyyMMddHHmmss that is a real moment (not 20261331 or 250 o'clock). */
function realDate(text: unknown, digits: 8 | 14): boolean {
  if (typeof text !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(text)) return false;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = [0, 4, 6, 8, 10, 12].slice(0, digits === 8 ? 3 : 6).map((i) => Number(text.slice(i, i + (i ? 2 : 4))));
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi &&
    at.getUTCSeconds() === s
  );
}

const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** The control unit's codes: upper-case base32 of a hash (a 16-character signature, 26 characters of internal data). */
const code = (seed: string, length: number) =>
  [...createHash('sha256').update(seed).digest()]
    .slice(0, length)
    .map((b) => BASE32[b % 32])
    .join('');

/** Whole cents of an amount KRA takes as NUMBER(18,2): null when it has more decimals or is no number. */
function cents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const c = Math.round(value * 100);
  return Math.abs(c - value * 100) < 1e-6 ? c : null;
}

/**
 * The problems KRA's field rules find in a sale or credit note (an empty list: none), each naming
 * its field as the specification does.
 */
export function saleProblems(body: Record<string, unknown>, deviceReceipts: readonly Signed[]): string[] {
  const problems: string[] = [];
  const need = (field: string, ok: boolean, what: string) => {
    if (!ok) problems.push(`${field} ${what}`);
  };
  const str = (v: unknown, max: number, min = 1) => typeof v === 'string' && v.length >= min && v.length <= max;
  const optionalStr = (v: unknown, max: number) => v === undefined || v === null || str(v, max, 0);
  const int = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && String(v).length <= 38;

  need('trdInvcNo', str(body.trdInvcNo, 50) || (typeof body.trdInvcNo === 'number' && Number.isInteger(body.trdInvcNo)), 'is required (CHAR 50)');
  need('invcNo', int(body.invcNo, 1), 'is required (a whole number from 1)');
  need('orgInvcNo', int(body.orgInvcNo, 0), 'is required (a whole number, 0 for a sale)');
  need('custTin', body.custTin === undefined || body.custTin === null || (typeof body.custTin === 'string' && KRA_PIN.test(body.custTin)), 'must be a KRA PIN');
  need('custNm', optionalStr(body.custNm, 60), 'is at most 60 characters');
  need('salesTyCd', body.salesTyCd === undefined || ['C', 'N', 'P', 'T'].includes(body.salesTyCd as string), 'must be C, N, P or T');
  need('rcptTyCd', body.rcptTyCd === 'S' || body.rcptTyCd === 'R', 'must be S (sale) or R (credit note after sale)');
  need('pmtTyCd', body.pmtTyCd === undefined || body.pmtTyCd === null || /^0[1-7]$/.test(String(body.pmtTyCd)), 'must be a payment type 01–07');
  need('salesSttsCd', typeof body.salesSttsCd === 'string' && /^0[1-6]$/.test(body.salesSttsCd), 'must be a transaction progress code 01–06');
  need('cfmDt', realDate(body.cfmDt, 14), 'must be a date and time, yyyyMMddHHmmss');
  need('salesDt', realDate(body.salesDt, 8), 'must be a date, yyyyMMdd');
  for (const f of ['stockRlsDt', 'cnclReqDt', 'cnclDt', 'rfdDt'])
    need(f, body[f] === undefined || body[f] === null || realDate(body[f], 14), 'must be a date and time, yyyyMMddHHmmss');
  need('rfdRsnCd', body.rfdRsnCd === undefined || body.rfdRsnCd === null || /^0[1-6]$/.test(String(body.rfdRsnCd)), 'must be a credit note reason 01–06');
  need('prchrAcptcYn', body.prchrAcptcYn === 'Y' || body.prchrAcptcYn === 'N', 'must be Y or N');
  need('remark', optionalStr(body.remark, 400), 'is at most 400 characters');
  for (const f of ['regrId', 'modrId']) need(f, str(body[f], 20), 'is required (CHAR 20)');
  for (const f of ['regrNm', 'modrNm']) need(f, str(body[f], 60), 'is required (CHAR 60)');

  const receipt = body.receipt as Record<string, unknown> | undefined;
  if (!receipt || typeof receipt !== 'object' || Array.isArray(receipt)) problems.push('receipt is required');
  else {
    need('receipt.rcptPbctDt', realDate(receipt.rcptPbctDt, 14), 'must be a date and time, yyyyMMddHHmmss');
    need('receipt.prchrAcptcYn', receipt.prchrAcptcYn === 'Y' || receipt.prchrAcptcYn === 'N', 'must be Y or N');
    need(
      'receipt.custTin',
      receipt.custTin === undefined || receipt.custTin === null || (typeof receipt.custTin === 'string' && KRA_PIN.test(receipt.custTin)),
      'must be a KRA PIN',
    );
  }

  // The bands: taxable amount, rate and tax of each of A–E, all required, each rate KRA's.
  const header: Record<string, number | null> = {};
  for (const band of BANDS) {
    for (const f of [`taxblAmt${band}`, `taxAmt${band}`]) {
      header[f] = cents(body[f]);
      need(f, header[f] !== null, 'is required (NUMBER 18,2, not negative)');
    }
    need(`taxRt${band}`, body[`taxRt${band}`] === TAX_TYPES[band], `is required and is ${TAX_TYPES[band]} (tax type ${band})`);
  }
  for (const f of ['totTaxblAmt', 'totTaxAmt', 'totAmt']) {
    header[f] = cents(body[f]);
    need(f, header[f] !== null, 'is required (NUMBER 18,2, not negative)');
  }

  const items = body.itemList;
  if (!Array.isArray(items) || items.length === 0) problems.push('itemList is required (at least one item)');
  else {
    need('totItemCnt', body.totItemCnt === items.length, `must be the number of items (${items.length})`);
    const sums = Object.fromEntries(BANDS.map((b) => [b, { taxbl: 0, tax: 0 }])) as Record<Band, { taxbl: number; tax: number }>;
    let total = 0;
    items.forEach((raw: unknown, i) => {
      const item = (raw ?? {}) as Record<string, unknown>;
      const at = (f: string) => `itemList[${i}].${f}`;
      need(at('itemSeq'), item.itemSeq === i + 1, `must be ${i + 1}`);
      need(at('itemCd'), str(item.itemCd, 20), 'is required (CHAR 20)');
      need(at('itemClsCd'), optionalStr(item.itemClsCd, 10), 'is at most 10 characters');
      need(at('itemNm'), str(item.itemNm, 200), 'is required (CHAR 200)');
      need(at('pkgUnitCd'), str(item.pkgUnitCd, 5), 'is required (a packaging unit code)');
      need(at('qtyUnitCd'), str(item.qtyUnitCd, 5), 'is required (a quantity unit code)');
      const n = Object.fromEntries(['pkg', 'qty', 'prc', 'splyAmt', 'dcRt', 'dcAmt', 'taxblAmt', 'taxAmt', 'totAmt'].map((f) => [f, cents(item[f])]));
      for (const [f, v] of Object.entries(n)) need(at(f), v !== null, 'is required (a number, not negative, at most 2 decimals)');
      const band = item.taxTyCd as Band;
      need(at('taxTyCd'), BANDS.includes(band), 'must be a tax type A–E');
      if (Object.values(n).some((v) => v === null) || !BANDS.includes(band)) return;
      const [qty = 0, prc = 0, sply = 0, dcAmt = 0, taxbl = 0, tax = 0, tot = 0] = [
        n.qty,
        n.prc,
        n.splyAmt,
        n.dcAmt,
        n.taxblAmt,
        n.taxAmt,
        n.totAmt,
      ] as number[];
      // Amounts are tax-inclusive: supply = price × quantity, taxable = supply − discount = total, tax inside it.
      need(at('splyAmt'), Math.abs(sply - Math.round((prc * qty) / 100)) <= 1, 'must be prc × qty');
      need(at('taxblAmt'), taxbl === sply - dcAmt, 'must be splyAmt − dcAmt');
      need(at('totAmt'), tot === taxbl, 'must be the taxable amount (amounts include tax)');
      const rate = TAX_TYPES[band];
      need(at('taxAmt'), Math.abs(tax - Math.round((taxbl * rate) / (100 + rate))) <= 1, `must be taxblAmt × ${rate} / ${100 + rate}`);
      sums[band].taxbl += taxbl;
      sums[band].tax += tax;
      total += tot;
    });
    if (!problems.length) {
      for (const band of BANDS) {
        need(`taxblAmt${band}`, header[`taxblAmt${band}`] === sums[band].taxbl, `must be the sum of the items of type ${band}`);
        need(`taxAmt${band}`, header[`taxAmt${band}`] === sums[band].tax, `must be the sum of the items' tax of type ${band}`);
      }
      need('totTaxblAmt', header.totTaxblAmt === BANDS.reduce((a, b) => a + sums[b].taxbl, 0), 'must be the sum of taxblAmtA–E');
      need('totTaxAmt', header.totTaxAmt === BANDS.reduce((a, b) => a + sums[b].tax, 0), 'must be the sum of taxAmtA–E');
      need('totAmt', header.totAmt === total, "must be the sum of the items' totAmt");
    }
  }

  // A sale names no original; a credit note names one this device signed, and credits no more than it sold.
  if (!problems.length && body.rcptTyCd === 'S') need('orgInvcNo', body.orgInvcNo === 0, 'must be 0 for a sale');
  if (!problems.length && body.rcptTyCd === 'R') {
    need('rfdRsnCd', typeof body.rfdRsnCd === 'string', 'is required for a credit note');
    const original = deviceReceipts.find((r) => r.invcNo === body.orgInvcNo && r.rcptTyCd === 'S');
    if (!original) problems.push(`orgInvcNo ${String(body.orgInvcNo)} is no sale of this device`);
    else {
      const credited = deviceReceipts.filter((r) => r.rcptTyCd === 'R' && r.orgInvcNo === original.invcNo).reduce((a, r) => a + r.totAmt, 0);
      need('totAmt', (header.totAmt ?? 0) + credited <= original.totAmt, `credits more than invoice ${original.invcNo} sold`);
    }
  }
  return problems;
}

export async function startEtimsSimulator(options: {
  consumerKey: string;
  consumerSecret: string;
  /** The devices KRA registered (the product's own, and the documented example's). */
  devices: readonly Device[];
  /** Where its state is kept across restarts (none: in memory only). */
  dataDir?: string;
}) {
  const stateFile = options.dataDir ? path.join(options.dataDir, 'etims-simulator.json') : null;
  const saved: State = stateFile
    ? await readFile(stateFile, 'utf8').then(
        (t) => JSON.parse(t) as State,
        () => ({ tokens: {}, installed: [], signed: [] }),
      )
    : { tokens: {}, installed: [], signed: [] };
  const tokens = new Map(Object.entries(saved.tokens));
  const installed = saved.installed;
  const signed = saved.signed;
  const devices = [...options.devices, DOCUMENTED_DEVICE];
  let saving = Promise.resolve();
  let closed = false;
  let down = false;
  const save = () => {
    if (!stateFile || closed) return saving;
    const state: State = { tokens: Object.fromEntries(tokens), installed, signed };
    saving = saving.then(async () => {
      await mkdir(path.dirname(stateFile), { recursive: true });
      await writeFile(`${stateFile}.tmp`, JSON.stringify(state));
      await rename(`${stateFile}.tmp`, stateFile);
    });
    return saving;
  };

  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  const answer = (result: readonly [string, string], data: unknown = null, detail?: string) => ({
    resultCd: result[0],
    resultMsg: detail ? `${result[1]}: ${detail}` : result[1],
    resultDt: nairobiStamp(new Date()),
    data,
  });
  // A body that is not JSON: KRA's "no request full text".
  app.setErrorHandler((_err, _request, reply) => reply.status(200).send(answer(RESULT.noBody)));
  app.addHook('onRequest', async (request, reply) => {
    if (down && request.url.startsWith('/etims-api/')) return reply.status(503).send('Service Unavailable');
  });

  // The gateway's OAuth: Basic consumer key and secret, a token for an hour.
  app.get<{ Querystring: { grant_type?: string } }>('/v1/token/generate', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64')}`;
    if (request.query.grant_type !== 'client_credentials')
      return reply.status(400).send({ errorCode: '400.008.01', errorMessage: 'Invalid grant type passed' });
    if (request.headers.authorization !== expected)
      return reply.status(401).send({ errorCode: '401.002.01', errorMessage: 'Error Occurred while retrieving access token. Invalid Credentials' });
    const token = randomBytes(20).toString('base64url');
    tokens.set(token, Date.now() + 3_600_000);
    void save();
    return { access_token: token, expires_in: '3599' };
  });

  const authorised = (header: string | undefined) => {
    const expires = header?.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    return expires !== undefined && expires > Date.now();
  };
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/etims-api/')) return;
    if (!authorised(request.headers.authorization))
      return reply.status(401).send({ fault: { faultstring: 'Invalid access token', detail: { errorcode: 'oauth.v2.InvalidAccessToken' } } });
    if (request.method !== 'POST') return reply.send(answer(RESULT.method));
    if (request.body === undefined || request.body === null || typeof request.body !== 'object' || Array.isArray(request.body))
      return reply.send(answer(RESULT.noBody));
  });

  app.all('/etims-api/selectInitOsdcInfo', async (request) => {
    const body = request.body as Record<string, unknown>;
    const problems = [
      typeof body.tin === 'string' && KRA_PIN.test(body.tin) ? null : 'tin must be a KRA PIN',
      typeof body.bhfId === 'string' && /^\d{2}$/.test(body.bhfId) ? null : 'bhfId must be two digits',
      typeof body.dvcSrlNo === 'string' && body.dvcSrlNo.length >= 1 && body.dvcSrlNo.length <= 100 ? null : 'dvcSrlNo is required (CHAR 100)',
    ].filter(Boolean);
    if (problems.length) return answer(RESULT.parameter, null, problems.join('; '));
    const device = devices.find((d) => d.tin === body.tin && d.bhfId === body.bhfId && d.dvcSrlNo === body.dvcSrlNo);
    if (!device) return answer(RESULT.invalidDevice);
    if (installed.some((d) => d.tin === device.tin && d.bhfId === device.bhfId && d.dvcSrlNo === device.dvcSrlNo)) return answer(RESULT.installed);
    const n = installed.length + 1;
    const done: Installed = {
      ...device,
      cmcKey: randomBytes(16).toString('hex'),
      dvcId: `99999${String(n).padStart(11, '0')}`,
      sdcId: `KRACU${String(n).padStart(9, '0')}`,
      mrcNo: `WIS${String(n).padStart(8, '0')}`,
    };
    installed.push(done);
    void save();
    const today = nairobiStamp(new Date()).slice(0, 8);
    return answer(RESULT.ok, {
      info: {
        tin: done.tin,
        taxprNm: done.taxprNm,
        bsnsActv: 'business',
        bhfId: done.bhfId,
        bhfNm: 'Headquarter',
        bhfOpenDt: today,
        prvncNm: 'NAIROBI CITY',
        dstrtNm: 'WESTLANDS',
        sctrNm: 'WON',
        locDesc: 'Westlands',
        hqYn: 'Y',
        mgrNm: done.taxprNm,
        mgrTelNo: '0700000000',
        mgrEmail: 'manager@example.com',
        dvcId: done.dvcId,
        sdcId: done.sdcId,
        mrcNo: done.mrcNo,
        cmcKey: done.cmcKey,
      },
    });
  });

  app.all('/etims-api/saveTrnsSalesOsdc', async (request) => {
    const { tin, bhfid, cmckey } = request.headers as Record<string, string | undefined>;
    if (!tin || !bhfid || !cmckey) return answer(RESULT.noHeader);
    const device = installed.find((d) => d.tin === tin && d.bhfId === bhfid && d.cmcKey === cmckey);
    if (!device) return answer(RESULT.invalidDevice);
    const body = request.body as Record<string, unknown>;
    const mine = signed.filter((r) => r.tin === device.tin && r.bhfId === device.bhfId);
    // A number this device has signed is taken: the same document sent again is 994, whatever it holds.
    if (mine.some((r) => r.invcNo === body.invcNo)) return answer(RESULT.overlapped);
    const problems = saleProblems(body, mine);
    if (problems.length) return answer(RESULT.parameter, null, problems.slice(0, 5).join('; '));
    const type = body.rcptTyCd as 'S' | 'R';
    const now = new Date();
    const seed = `${device.cmcKey}:${String(body.invcNo)}:${String(body.totAmt)}`;
    const receipt: Signed = {
      tin: device.tin,
      bhfId: device.bhfId,
      invcNo: body.invcNo as number,
      orgInvcNo: body.orgInvcNo as number,
      rcptTyCd: type,
      custTin: (body.custTin as string | undefined) ?? null,
      custNm: (body.custNm as string | undefined) ?? null,
      totAmt: cents(body.totAmt) ?? 0,
      totTaxAmt: cents(body.totTaxAmt) ?? 0,
      salesDt: body.salesDt as string,
      curRcptNo: mine.filter((r) => r.rcptTyCd === type).length + 1,
      totRcptNo: mine.length + 1,
      intrlData: code(`intrl:${seed}`, 26),
      rcptSign: code(`sign:${seed}`, 16),
      sdcDateTime: nairobiStamp(now),
      sdcId: device.sdcId,
    };
    signed.push(receipt);
    void save();
    const { curRcptNo, totRcptNo, intrlData, rcptSign, sdcDateTime } = receipt;
    return answer(RESULT.ok, { curRcptNo, totRcptNo, intrlData, rcptSign, sdcDateTime });
  });

  // What a person scanning an invoice's QR code sees: KRA's record of it, or that there is none.
  app.get<{ Querystring: { Data?: string } }>('/common/link/etims/receipt/indexEtimsReceiptData', async (request, reply) => {
    const data = request.query.Data ?? '';
    const found = signed.find((r) => `${r.tin}${r.bhfId}${r.rcptSign}` === data);
    const rows = found
      ? [
          ['Seller PIN', found.tin],
          ['Invoice type', found.rcptTyCd === 'S' ? 'Sale' : 'Credit note'],
          ['CU invoice number', `${found.sdcId}/${found.curRcptNo}`],
          ['Trader invoice number', String(found.invcNo)],
          ['Buyer', [found.custNm, found.custTin].filter(Boolean).join(', ') || '-'],
          ['Date', found.sdcDateTime],
          ['Total amount', (found.totAmt / 100).toFixed(2)],
          ['Total tax', (found.totTaxAmt / 100).toFixed(2)],
        ]
      : [];
    const table = rows.map(([k, v]) => `<tr><th>${escapeMarkup(k ?? '')}</th><td>${escapeMarkup(v ?? '')}</td></tr>`).join('');
    return reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>eTIMS invoice verification</title><h1>eTIMS invoice verification</h1>${found ? `<table>${table}</table>` : '<p>No invoice matches this code.</p>'}`,
      );
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every receipt signed, oldest first. */
    signed: () => [...signed],
    /** KRA unreachable (503 on every API call) or back. */
    outage: (on: boolean) => {
      down = on;
    },
    /** Forgets every access token it gave, as the gateway does when one expires early. */
    dropTokens: () => tokens.clear(),
    close: async () => {
      await app.close();
      closed = true;
      await saving;
    },
  };
}

export type EtimsSimulator = Awaited<ReturnType<typeof startEtimsSimulator>>;
