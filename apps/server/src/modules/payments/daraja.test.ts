import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { readFileSync } from 'node:fs';
import { DarajaError, darajaClient, darajaUrlProblem, securityCredential } from './daraja.ts';
import { SIMULATOR_CERTIFICATE_PATH, SIMULATOR_PAYEES, SIMULATOR_PHONES, startDarajaSimulator, type DarajaSimulator } from './simulator.ts';

/*
 * The simulator's contract, from Safaricom's published Daraja documentation (Lipa na M-Pesa Online):
 * its sandbox shortcode 174379 and passkey, its request example sent verbatim, its error bodies; then
 * the product's own client run against it.
 */
const SANDBOX = {
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  consumerKey: 'sandbox-key',
  consumerSecret: 'sandbox-secret',
};
/** Daraja's documented STK push request (its Password is the sandbox shortcode, passkey and Timestamp). */
const DOCUMENTED_PUSH = {
  BusinessShortCode: 174379,
  Password: 'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
  Timestamp: '20160216165627',
  TransactionType: 'CustomerPayBillOnline',
  Amount: 1,
  PartyA: 254708374149,
  PartyB: 174379,
  PhoneNumber: 254708374149,
  CallBackURL: 'https://mydomain.com/path',
  AccountReference: 'CompanyXLTD',
  TransactionDesc: 'Payment of X',
};

let sim: DarajaSimulator;
let token: string;
let dataDir: string;
/** Where the simulator's callbacks land in these tests: a local server standing for a public https one. */
let hook: { url: string; received: unknown[]; close: () => Promise<void> };

async function startHook() {
  const received: unknown[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.setHeader('content-type', 'application/json');
      res.end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const post = (path: string, body: unknown, auth = `Bearer ${token}`) =>
  fetch(`${sim.url}${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'daraja-sim-'));
  hook = await startHook();
  sim = await startDarajaSimulator({ ...SANDBOX, delayMs: 50, dataDir, allowHttpOrigins: [hook.url] });
  const basic = Buffer.from(`${SANDBOX.consumerKey}:${SANDBOX.consumerSecret}`).toString('base64');
  token = (
    (await (await fetch(`${sim.url}/oauth/v1/generate?grant_type=client_credentials`, { headers: { authorization: `Basic ${basic}` } })).json()) as {
      access_token: string;
    }
  ).access_token;
});
afterAll(async () => {
  await sim?.close();
  await hook?.close();
});

describe('the simulator takes what Daraja takes', () => {
  it('accepts Daraja’s documented request as it stands (a numeric shortcode, numbers for the phone), and a string Amount', async () => {
    const res = await post('/mpesa/stkpush/v1/processrequest', DOCUMENTED_PUSH);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/), MerchantRequestID: expect.any(String) });
    const asText = await post('/mpesa/stkpush/v1/processrequest', { ...DOCUMENTED_PUSH, Amount: '1', BusinessShortCode: '174379', PartyB: '174379' });
    expect(asText.status).toBe(200);
  });

  it('answers an unanswered push’s query as Daraja does: HTTP 500, errorCode 500.001.1001, "being processed"', async () => {
    const { CheckoutRequestID } = (await (
      await post('/mpesa/stkpush/v1/processrequest', { ...DOCUMENTED_PUSH, PartyA: 254711000222, PhoneNumber: 254711000222 })
    ).json()) as {
      CheckoutRequestID: string;
    };
    const res = await post('/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: 174379,
      Password: DOCUMENTED_PUSH.Password,
      Timestamp: DOCUMENTED_PUSH.Timestamp,
      CheckoutRequestID,
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ errorCode: '500.001.1001', errorMessage: 'The transaction is being processed', requestId: expect.any(String) });
  });
});

describe('the simulator refuses what Daraja refuses, with Daraja’s error bodies', () => {
  it.each([
    ['an AccountReference over 12 characters', { AccountReference: 'CompanyXLTD-2' }, 'AccountReference'],
    ['a TransactionDesc over 13 characters', { TransactionDesc: 'Payment of XYZ' }, 'TransactionDesc'],
    ['a non-numeric Amount', { Amount: 'one' }, 'Amount'],
    ['an Amount below 1', { Amount: 0 }, 'Amount'],
    ['a fractional Amount', { Amount: 1.5 }, 'Amount'],
    ['an Airtel number', { PartyA: 254733123456, PhoneNumber: 254733123456 }, 'PartyA'],
    ['a Telkom phone number', { PhoneNumber: 254771234567 }, 'PhoneNumber'],
    ['a non-numeric shortcode', { BusinessShortCode: '17437X' }, 'BusinessShortCode'],
    ['an unknown TransactionType', { TransactionType: 'CustomerPayBill' }, 'TransactionType'],
    ['a till push to the paybill’s own number', { TransactionType: 'CustomerBuyGoodsOnline' }, 'PartyB'],
    ['an http callback', { CallBackURL: 'http://mydomain.com/path' }, 'CallBackURL'],
    ['a callback with "mpesa" in it', { CallBackURL: 'https://mydomain.com/mpesa/callback' }, 'CallBackURL'],
    ['a callback with "M-Pesa" in its host', { CallBackURL: 'https://M-Pesa.mydomain.com/path' }, 'CallBackURL'],
    ['a callback with "Query" in it', { CallBackURL: 'https://mydomain.com/Query/result' }, 'CallBackURL'],
    ['a callback with "safaricom" in it', { CallBackURL: 'https://safaricom-pay.example/path' }, 'CallBackURL'],
  ])('%s', async (_what, change, field) => {
    const res = await post('/mpesa/stkpush/v1/processrequest', { ...DOCUMENTED_PUSH, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
  });

  it('a wrong password, a missing token and a body that is not JSON', async () => {
    const wrong = await post('/mpesa/stkpush/v1/processrequest', { ...DOCUMENTED_PUSH, Timestamp: '20160216165628' });
    expect(wrong.status).toBe(500);
    expect(await wrong.json()).toMatchObject({ errorCode: '500.001.1001', errorMessage: 'Wrong credentials' });
    const anonymous = await post('/mpesa/stkpush/v1/processrequest', DOCUMENTED_PUSH, 'Bearer not-a-token');
    // Daraja's documented answer to a token it does not take: HTTP 404, errorCode 404.001.03.
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toMatchObject({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    const notJson = await fetch(`${sim.url}/mpesa/stkpush/v1/processrequest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"BusinessShortCode":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ errorCode: '400.002.05', errorMessage: 'Invalid Request Payload' });
  });

  it('refuses C2B URLs it would not call', async () => {
    for (const url of ['http://mydomain.com/confirm', 'https://mydomain.com/c2b/exec/confirm', 'https://mydomain.com/sql/confirm']) {
      const res = await post('/mpesa/c2b/v1/registerurl', {
        ShortCode: 174379,
        ResponseType: 'Completed',
        ConfirmationURL: url,
        ValidationURL: 'https://mydomain.com/v',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid ConfirmationURL' });
    }
  });
});

describe('the product’s Daraja client against the simulator', () => {
  const client = () => darajaClient({ ...SANDBOX, baseUrl: sim.url, till: null });

  it('reads the body before the status: a push the phone has not answered is pending, not a failure', async () => {
    const daraja = client();
    const pushed = await daraja.stkPush({
      amount: 10,
      phone: '254711000333',
      callbackUrl: `${hook.url}/cb`,
      accountReference: 'NF-ABC123',
      description: 'Nafasi space',
    });
    expect(await daraja.stkQuery(pushed.checkoutRequestId)).toEqual({ resultCode: null, resultDesc: 'The transaction is being processed', pending: true });
    sim.enterPin(pushed.checkoutRequestId);
    await expect.poll(() => daraja.stkQuery(pushed.checkoutRequestId)).toMatchObject({ resultCode: 0, pending: false });
  });

  it('does not take another 500.001.1001 (wrong credentials) for "pending": it is an error with its code', async () => {
    const daraja = darajaClient({ ...SANDBOX, passkey: 'not-the-passkey', baseUrl: sim.url, till: null });
    const refused = await daraja.stkQuery('ws_CO_unknown').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DarajaError);
    expect(refused).toMatchObject({ code: '500.001.1001', status: 500, message: 'Wrong credentials' });
  });

  it('says why Daraja refused a push, in Daraja’s words', async () => {
    const refused = await client()
      .stkPush({ amount: 10, phone: '254711000333', callbackUrl: 'https://mydomain.com/mpesa/cb', accountReference: 'NF-ABC123', description: 'Nafasi space' })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: '400.002.02', status: 400, message: 'Bad Request - Invalid CallBackURL' });
  });

  it('calls back with Daraja’s documented shape, for a payment and for a cancellation', async () => {
    const daraja = client();
    const paid = await daraja.stkPush({
      amount: 5,
      phone: SIMULATOR_PHONES.paid,
      callbackUrl: `${hook.url}/paid`,
      accountReference: 'NF-PAID01',
      description: 'Nafasi space',
    });
    const cancelled = await daraja.stkPush({
      amount: 5,
      phone: SIMULATOR_PHONES.cancelled,
      callbackUrl: `${hook.url}/cancelled`,
      accountReference: 'NF-CANC01',
      description: 'Nafasi space',
    });
    type Cb = { Body: { stkCallback: { CheckoutRequestID: string; ResultCode: number; ResultDesc: string; CallbackMetadata?: { Item: { Name: string }[] } } } };
    const of = (id: string) => (hook.received as Cb[]).find((b) => b.Body.stkCallback.CheckoutRequestID === id)?.Body.stkCallback;
    await expect.poll(() => of(paid.checkoutRequestId)).toBeDefined();
    await expect.poll(() => of(cancelled.checkoutRequestId)).toBeDefined();
    expect(of(paid.checkoutRequestId)).toMatchObject({ ResultCode: 0, MerchantRequestID: paid.merchantRequestId });
    expect(of(paid.checkoutRequestId)!.CallbackMetadata!.Item.map((i) => i.Name)).toEqual(
      expect.arrayContaining(['Amount', 'MpesaReceiptNumber', 'TransactionDate', 'PhoneNumber']),
    );
    expect(of(cancelled.checkoutRequestId)).toMatchObject({ ResultCode: 1032, ResultDesc: 'Request cancelled by user' });
    expect(of(cancelled.checkoutRequestId)!.CallbackMetadata).toBeUndefined();
  });

  it('pushes to a till as Buy Goods: the store number as BusinessShortCode, the till as PartyB', async () => {
    const tillSim = await startDarajaSimulator({ ...SANDBOX, till: '5123456', delayMs: 50, allowHttpOrigins: [hook.url] });
    try {
      const pushed = await darajaClient({ ...SANDBOX, baseUrl: tillSim.url, till: '5123456' }).stkPush({
        amount: 5,
        phone: SIMULATOR_PHONES.paid,
        callbackUrl: `${hook.url}/till`,
        accountReference: 'NF-TILL01',
        description: 'Nafasi space',
      });
      expect(tillSim.requestFor('NF-TILL01')).toMatchObject({
        checkoutRequestId: pushed.checkoutRequestId,
        transactionType: 'CustomerBuyGoodsOnline',
        partyB: '5123456',
      });
    } finally {
      await tillSim.close();
    }
  });
});

describe('Daraja as it behaves on a bad day (issue 57)', () => {
  it('renews a token Daraja dropped before its hour: 404.001.03 under HTTP 404 is asked for again, once', async () => {
    let tokens = 0;
    const counting: typeof fetch = (input, init) => {
      if (String(input).includes('/oauth/')) tokens++;
      return fetch(input, init);
    };
    const own = await startDarajaSimulator({ ...SANDBOX, delayMs: 50, allowHttpOrigins: [hook.url] });
    try {
      const daraja = darajaClient({ ...SANDBOX, baseUrl: own.url, till: null }, counting);
      const push = () =>
        daraja.stkPush({ amount: 5, phone: '254711000777', callbackUrl: `${hook.url}/renew`, accountReference: 'NF-RENEW1', description: 'Nafasi space' });
      await push();
      expect(tokens).toBe(1);
      own.dropTokens();
      await push();
      expect(tokens).toBe(2);
    } finally {
      await own.close();
    }
    // A token refused again straight after renewing is Daraja's answer, not a loop.
    const stubborn: typeof fetch = async (input, init) =>
      String(input).includes('/oauth/')
        ? fetch(input, init)
        : new Response(JSON.stringify({ requestId: 'r', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' }), { status: 404 });
    const refused = await darajaClient({ ...SANDBOX, baseUrl: sim.url, till: null }, stubborn)
      .stkQuery('ws_CO_x')
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: '404.001.03', status: 404 });
  });

  it('reads a result given as a word (SFC_IC0003) as a failure, not an error', async () => {
    const daraja = darajaClient({ ...SANDBOX, baseUrl: sim.url, till: null });
    const pushed = await daraja.stkPush({
      amount: 5,
      phone: SIMULATOR_PHONES.noOperator,
      callbackUrl: `${hook.url}/word`,
      accountReference: 'NF-WORD01',
      description: 'Nafasi space',
    });
    await expect.poll(() => daraja.stkQuery(pushed.checkoutRequestId)).toMatchObject({ resultCode: -1, pending: false });
    expect((await daraja.stkQuery(pushed.checkoutRequestId)).resultDesc).toContain('SFC_IC0003');
  });

  it('gives up on a push nobody answers, as Daraja does after about a minute: 1037, called back', async () => {
    const quick = await startDarajaSimulator({ ...SANDBOX, delayMs: 50, pushExpiryMs: 2000, allowHttpOrigins: [hook.url] });
    try {
      // Two seconds, not Daraja's minute: long enough that the first question is asked before it
      // expires on a loaded CI machine, short enough for the suite.
      const daraja = darajaClient({ ...SANDBOX, baseUrl: quick.url, till: null });
      const pushed = await daraja.stkPush({
        amount: 5,
        phone: '254711000888',
        callbackUrl: `${hook.url}/gone`,
        accountReference: 'NF-GONE01',
        description: 'Nafasi space',
      });
      expect(await daraja.stkQuery(pushed.checkoutRequestId)).toMatchObject({ pending: true });
      await expect.poll(() => daraja.stkQuery(pushed.checkoutRequestId), { timeout: 15_000 }).toMatchObject({ resultCode: 1037, pending: false });
      await expect
        .poll(() => hook.received.some((b) => JSON.stringify(b).includes(pushed.checkoutRequestId) && JSON.stringify(b).includes('"ResultCode":1037')))
        .toBe(true);
    } finally {
      await quick.close();
    }
  });

  it('refuses "exe" in a URL it calls, as Daraja does', () => {
    expect(darajaUrlProblem('https://nafasi.co.ke/app.exe/callback')).toContain('"exe"');
    expect(darajaUrlProblem('https://nafasi.co.ke/api/hooks/stk/0123456789abcdef0123456789abcdef')).toBeNull();
  });
});

describe('the simulator remembers', () => {
  it('its tokens and its requests across a restart: a push made before is asked about and answered after', async () => {
    const daraja = darajaClient({ ...SANDBOX, baseUrl: sim.url, till: null });
    const pushed = await daraja.stkPush({
      amount: 7,
      phone: '254711000444',
      callbackUrl: `${hook.url}/restart`,
      accountReference: 'NF-REST01',
      description: 'Nafasi space',
    });
    await sim.close();
    sim = await startDarajaSimulator({ ...SANDBOX, delayMs: 50, dataDir, allowHttpOrigins: [hook.url] });
    // The old token still opens the new simulator (as a Daraja token lives its hour).
    const query = await post('/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: 174379,
      Password: DOCUMENTED_PUSH.Password,
      Timestamp: DOCUMENTED_PUSH.Timestamp,
      CheckoutRequestID: pushed.checkoutRequestId,
    });
    expect(query.status).toBe(500);
    expect(await query.json()).toMatchObject({ errorCode: '500.001.1001' });
    // Its phone page still shows it, and Enter PIN (a plain form post) answers it.
    expect(await (await fetch(`${sim.url}/phone`)).text()).toContain('NF-REST01');
    const pin = await fetch(`${sim.url}/phone/${pushed.checkoutRequestId}/pin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(pin.status).toBe(303);
    await expect.poll(() => hook.received.some((b) => JSON.stringify(b).includes(pushed.checkoutRequestId))).toBe(true);
  });

  it('Cancel on the phone page is a form post too, and is the customer’s 1032', async () => {
    const daraja = darajaClient({ ...SANDBOX, baseUrl: sim.url, till: null });
    const pushed = await daraja.stkPush({
      amount: 7,
      phone: '254711000555',
      callbackUrl: `${hook.url}/cancel`,
      accountReference: 'NF-CANC02',
      description: 'Nafasi space',
    });
    const res = await fetch(`${sim.url}/phone/${pushed.checkoutRequestId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    await expect.poll(() => daraja.stkQuery(pushed.checkoutRequestId)).toMatchObject({ resultCode: 1032 });
  });

  it('the phone page speaks the language asked (the product passes its own), else the browser’s, and keeps it after a tap', async () => {
    const daraja = darajaClient({ ...SANDBOX, baseUrl: sim.url, till: null });
    const pushed = await daraja.stkPush({
      amount: 9,
      phone: '254711000666',
      callbackUrl: `${hook.url}/lang`,
      accountReference: 'NF-LUGHA3',
      description: 'Nafasi space',
    });
    const page = (url: string, headers: Record<string, string> = {}) => fetch(`${sim.url}${url}`, { headers }).then((r) => r.text());
    const kiswahili = await page('/phone?lang=sw');
    expect(kiswahili).toContain('<html lang="sw-KE">');
    expect(kiswahili).toContain('Lipa KSH 9 kwa Nafasi kwa NF-LUGHA3 kutoka 254711000666?');
    expect(kiswahili).toContain('>Weka PIN</button>');
    expect(await page('/phone', { 'accept-language': 'sw-KE,sw;q=0.9' })).toContain('Simu ya majaribio ya M-Pesa');
    expect(await page('/phone?lang=xx', { 'accept-language': 'en-GB' })).toContain('Pay KSH 9 to Nafasi for NF-LUGHA3');
    const tap = await fetch(`${sim.url}/phone/${pushed.checkoutRequestId}/cancel?lang=sw`, { method: 'POST', redirect: 'manual' });
    expect(tap.headers.get('location')).toBe('/phone?lang=sw');
    expect(await page('/phone?lang=sw')).not.toContain('NF-LUGHA3');
  });
});

describe('money out: B2B and Transaction Status, from Daraja’s documented examples', () => {
  const INITIATOR = { name: 'testapi', password: 'Safaricom999!*!' };
  let out: DarajaSimulator;
  let outToken: string;
  const credential = () => securityCredential(INITIATOR.password, readFileSync(SIMULATOR_CERTIFICATE_PATH, 'utf8'));
  const send = (path: string, body: unknown) =>
    fetch(`${out.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${outToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Daraja's documented Business Pay Bill request (its shortcode ours, its URLs our hook's). */
  const documentedB2b = () => ({
    Initiator: INITIATOR.name,
    SecurityCredential: credential(),
    CommandID: 'BusinessPayBill',
    SenderIdentifierType: '4',
    RecieverIdentifierType: '4',
    Amount: '239',
    PartyA: SANDBOX.shortcode,
    PartyB: '000000',
    AccountReference: '353353',
    Requester: '254700000000',
    Remarks: 'OK',
    QueueTimeOutURL: `${hook.url}/b2b/timeout`,
    ResultURL: `${hook.url}/b2b/result`,
  });
  type Result = { Result: Record<string, unknown> & { ResultParameters?: { ResultParameter: { Key: string; Value: unknown }[] } } };
  const resultFor = (id: string) =>
    expect.poll(() => (hook.received as Result[]).find((r) => r.Result?.OriginatorConversationID === id), { timeout: 3000 }).toBeTruthy();

  beforeAll(async () => {
    out = await startDarajaSimulator({ ...SANDBOX, delayMs: 30, initiator: INITIATOR, allowHttpOrigins: [hook.url] });
    const basic = Buffer.from(`${SANDBOX.consumerKey}:${SANDBOX.consumerSecret}`).toString('base64');
    outToken = (
      (await (await fetch(`${out.url}/oauth/v1/generate?grant_type=client_credentials`, { headers: { authorization: `Basic ${basic}` } })).json()) as {
        access_token: string;
      }
    ).access_token;
  });
  afterAll(() => out?.close());

  it('takes the documented Business Pay Bill request and answers, then calls back, in the documented shapes', async () => {
    const res = await send('/mpesa/b2b/v1/paymentrequest', documentedB2b());
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, string>;
    expect(answer).toMatchObject({ ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
    // Daraja names the request itself ("5118-111210482-1").
    expect(answer.OriginatorConversationID).toMatch(/^\d{4}-\d{9}-1$/);
    expect(answer.ConversationID).toMatch(/^AG_\d{8}_[0-9a-f]+$/);
    await resultFor(answer.OriginatorConversationID!);
    const { Result } = (hook.received as Result[]).find((r) => r.Result?.OriginatorConversationID === answer.OriginatorConversationID)!;
    expect(Result).toMatchObject({ ResultType: 0, ResultCode: 0, ConversationID: answer.ConversationID });
    expect(Result.TransactionID).toMatch(/^[A-Z0-9]{10}$/);
    expect(Result.ResultParameters!.ResultParameter).toEqual(
      expect.arrayContaining([
        { Key: 'Amount', Value: '239.00' },
        { Key: 'Currency', Value: 'KES' },
      ]),
    );
    expect(Result.ReferenceData).toMatchObject({ ReferenceItem: expect.arrayContaining([{ Key: 'BillReferenceNumber', Value: '353353' }]) });

    // Transaction Status, as documented: the transaction named by OriginalConversationID.
    const asked = await send('/mpesa/transactionstatus/v1/query', {
      Initiator: INITIATOR.name,
      SecurityCredential: credential(),
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: answer.OriginatorConversationID,
      PartyA: SANDBOX.shortcode,
      IdentifierType: '4',
      ResultURL: `${hook.url}/status/result`,
      QueueTimeOutURL: `${hook.url}/status/timeout`,
      Remarks: 'OK',
      Occasion: 'our-attempt-1',
    });
    expect(asked.status).toBe(200);
    const query = (await asked.json()) as Record<string, string>;
    await resultFor(query.OriginatorConversationID!);
    const status = (hook.received as Result[]).find((r) => r.Result?.OriginatorConversationID === query.OriginatorConversationID)!.Result;
    expect(status.ResultParameters!.ResultParameter).toEqual(
      expect.arrayContaining([
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'ReceiptNo', Value: Result.TransactionID },
        { Key: 'Amount', Value: 239 },
      ]),
    );
    expect(status.ReferenceData).toMatchObject({ ReferenceItem: { Key: 'Occasion', Value: 'our-attempt-1' } });
  });

  it.each([
    ['CommandID', { CommandID: 'BusinessPayment' }],
    ['SenderIdentifierType', { SenderIdentifierType: '2' }],
    ['RecieverIdentifierType', { RecieverIdentifierType: '1' }],
    ['Amount', { Amount: '12.50' }],
    ['PartyA', { PartyA: '600000' }],
    ['PartyB', { PartyB: '2547083741' }],
    ['AccountReference', { AccountReference: 'FOURTEEN-CHARS' }],
    ['Requester', { Requester: '0733123456' }],
    ['ResultURL', { ResultURL: 'https://nafasi.co.ke/mpesa/b2b' }],
    ['Remarks', { Remarks: '' }],
  ])('refuses a B2B request with a bad %s, in Daraja’s words', async (field, change) => {
    const res = await send('/mpesa/b2b/v1/paymentrequest', { ...documentedB2b(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
  });

  it('reverses a C2B transaction as documented (RecieverIdentifierType 11), and says in the result when the transaction is unknown', async () => {
    const registered = await send('/mpesa/c2b/v1/registerurl', {
      ShortCode: SANDBOX.shortcode,
      ResponseType: 'Completed',
      ConfirmationURL: `${hook.url}/c2b/confirmation`,
      ValidationURL: `${hook.url}/c2b/validation`,
    });
    expect(registered.status).toBe(200);
    const transId = await out.payBill(200, '254708374149', 'NF-ANY');
    const documented = {
      Initiator: INITIATOR.name,
      SecurityCredential: credential(),
      CommandID: 'TransactionReversal',
      TransactionID: transId,
      Amount: '200',
      ReceiverParty: SANDBOX.shortcode,
      RecieverIdentifierType: '11',
      ResultURL: `${hook.url}/reversal/result`,
      QueueTimeOutURL: `${hook.url}/reversal/queue`,
      Remarks: 'Payment reversal',
    };
    expect((await send('/mpesa/reversal/v1/request', { ...documented, RecieverIdentifierType: '4' })).status).toBe(400);
    const res = await send('/mpesa/reversal/v1/request', documented);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, string>;
    expect(answer.ResponseCode).toBe('0');
    await resultFor(answer.OriginatorConversationID!);
    const done = (hook.received as Result[]).find((r) => r.Result?.OriginatorConversationID === answer.OriginatorConversationID)!.Result;
    expect(done.ResultCode).toBe(0);
    expect(done.ResultParameters!.ResultParameter).toEqual(expect.arrayContaining([{ Key: 'OriginalTransactionID', Value: transId }]));
    const unknown = (await (await send('/mpesa/reversal/v1/request', { ...documented, TransactionID: 'PDU91HIVIT' })).json()) as Record<string, string>;
    await resultFor(unknown.OriginatorConversationID!);
    expect((hook.received as Result[]).find((r) => r.Result?.OriginatorConversationID === unknown.OriginatorConversationID)!.Result).toMatchObject({
      ResultCode: 'R000002',
      ResultDesc: 'The OriginalTransactionID is invalid.',
    });
  });

  it('the product’s client pays a till as Business Buy Goods, and a wrong initiator’s B2B fails with 2001 in its result', async () => {
    const client = (password: string) =>
      darajaClient({
        ...SANDBOX,
        baseUrl: out.url,
        till: null,
        initiator: { name: INITIATOR.name, securityCredential: securityCredential(password, readFileSync(SIMULATOR_CERTIFICATE_PATH, 'utf8')) },
      });
    const till = await client(INITIATOR.password).b2bPayment({
      to: 'till',
      number: '54321',
      accountReference: null,
      amount: 500,
      remarks: 'Nafasi host payout',
      resultUrl: `${hook.url}/b2b/result`,
      queueTimeOutUrl: `${hook.url}/b2b/timeout`,
    });
    expect(out.transfersTo('54321')).toEqual([
      expect.objectContaining({ kind: 'b2b', amount: 500, accountReference: '54321', originatorConversationId: till.originatorConversationId }),
    ]);
    await resultFor(till.originatorConversationId);
    const wrong = await client('not-the-password').b2bPayment({
      to: 'paybill',
      number: SIMULATOR_PAYEES.underfundedBusiness,
      accountReference: 'X',
      amount: 500,
      remarks: 'Nafasi host payout',
      resultUrl: `${hook.url}/b2b/result`,
      queueTimeOutUrl: `${hook.url}/b2b/timeout`,
    });
    await resultFor(wrong.originatorConversationId);
    expect((hook.received as Result[]).find((r) => r.Result?.OriginatorConversationID === wrong.originatorConversationId)!.Result.ResultCode).toBe(2001);
  });
});

describe('going live', () => {
  const live = { MPESA_ENV: 'production', MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_PASSKEY: 'p' };
  it.each([
    ['https://mpesa.nafasi.co.ke', 'contains "mpesa"'],
    ['https://nafasi.co.ke/M-PESA', 'contains "m-pesa"'],
    ['https://pay.nafasi.co.ke/sqlite', 'contains "sql"'],
    ['http://nafasi.co.ke', 'is not https'],
  ])('refuses at start a callback address Daraja would refuse: %s', (url, why) => {
    expect(() => loadConfig({ ...live, MPESA_CALLBACK_BASE_URL: url })).toThrow(why);
    expect(() => loadConfig({ ...live, MPESA_ENV: 'sandbox', PUBLIC_URL: url })).toThrow(/PUBLIC_URL/);
  });

  it('refuses to start a public production deployment on the simulator, unless told to (issue 57)', () => {
    // eTIMS has its own rule (etims.test.ts); here it is told it may run on its stand-in.
    const onSimulator = { NODE_ENV: 'production', PUBLIC_URL: 'https://nafasi.co.ke', ETIMS_ALLOW_SIMULATOR: 'true' };
    expect(() => loadConfig(onSimulator)).toThrow(/MPESA_ENV is simulator .* in production/);
    expect(loadConfig({ ...onSimulator, MPESA_ALLOW_SIMULATOR: 'true' }).mpesa.env).toBe('simulator');
    expect(loadConfig({ ...onSimulator, ...live }).mpesa.env).toBe('production');
    // A machine of one's own in production mode (a laptop, a test) may still use it.
    for (const local of ['http://localhost:5000', 'http://127.0.0.1:3000', 'http://192.168.1.20:5000', 'http://nafasi.local'])
      expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: local }).mpesa.env).toBe('simulator');
  });

  it('reads who may post callbacks: nobody named, Safaricom’s published addresses, or a list', () => {
    expect(loadConfig({}).mpesa.callbackSources).toEqual([]);
    expect(loadConfig({ MPESA_CALLBACK_SOURCES: 'safaricom' }).mpesa.callbackSources).toContain('196.201.214.200');
    expect(loadConfig({ MPESA_CALLBACK_SOURCES: 'safaricom, 10.0.0.0/8' }).mpesa.callbackSources).toContain('10.0.0.0/8');
    expect(() => loadConfig({ MPESA_CALLBACK_SOURCES: 'safaricom.co.ke' })).toThrow(/MPESA_CALLBACK_SOURCES/);
  });

  it('takes a public https address without refused words, and the simulator on this machine', () => {
    expect(loadConfig({ ...live, MPESA_CALLBACK_BASE_URL: 'https://nafasi.co.ke' }).mpesa.callbackBaseUrl).toBe('https://nafasi.co.ke');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).mpesa.env).toBe('simulator');
    expect(darajaUrlProblem('https://nafasi.co.ke/api/hooks/stk/0123456789abcdef0123456789abcdef')).toBeNull();
  });
});
