import { constants, createPrivateKey, privateDecrypt, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyRequest } from 'fastify';
import { HTML_LANG, m, type Locale } from '@nafasi/shared/i18n';
import { otherNetworkOf } from '@nafasi/shared/payments';
import { STK_LIMITS, darajaTimestamp, darajaUrlProblem } from './daraja.ts';
import { escapeMarkup } from '../../lib/escape.ts';
import { askedLocale, inLocale } from '../../lib/locale.ts';

/**
 * A local stand-in for Safaricom's Daraja that speaks the same HTTP (OAuth, STK push, STK push query,
 * C2B URL registration, B2C, B2B, Transaction Status) and calls back as Daraja does, as strict as Daraja: it refuses with Daraja's
 * error bodies what Daraja refuses (a long AccountReference or TransactionDesc, a non-numeric or
 * mistyped field, a number on another network, a callback URL that is not https or holds a word
 * Daraja refuses) and takes what Daraja takes (a numeric shortcode, a string Amount). Its state (tokens,
 * requests, registered URLs) is kept in a file under the data directory, so a restart forgets nothing.
 * The outcome is chosen by the phone number, as in Daraja's sandbox:
 *
 * | phone | outcome |
 * |---|---|
 * | 254708374149 (Daraja's sandbox test number) | paid at once |
 * | 254700000001 | insufficient balance (1) |
 * | 254700001001 | subscriber busy or M-Pesa locked (1001) |
 * | 254700001019 | the request expired (1019) |
 * | 254700000032 | cancelled by the user (1032) |
 * | 254700000037 | the phone did not answer (1037) |
 * | 254700002001 | wrong PIN (2001) |
 * | 254700000999 | a result code nobody documented (9999) |
 * | 254700000099 | a callback claiming 1 shilling (an amount that differs) |
 * | 254700000000 | paid, but the callback never comes (the server must ask) |
 * | 254700000003 | SFC_IC0003, a result Daraja gives as a word ("the operator does not exist") |
 * | any other | waits for "Enter PIN" or "Cancel" on the simulator's phone page, /phone; unanswered, 1037 after PUSH_EXPIRY_MS |
 */
export const SIMULATOR_PHONES = {
  paid: '254708374149',
  insufficient: '254700000001',
  busy: '254700001001',
  expired: '254700001019',
  cancelled: '254700000032',
  timeout: '254700000037',
  wrongPin: '254700002001',
  unknown: '254700000999',
  wrongAmount: '254700000099',
  silent: '254700000000',
  noOperator: '254700000003',
} as const;

/** What each scripted phone answers: a result code, and how the callback goes. */
const SCRIPTED: Record<string, { code: number | string; amount?: number; callback?: false }> = {
  [SIMULATOR_PHONES.paid]: { code: 0 },
  [SIMULATOR_PHONES.insufficient]: { code: 1 },
  [SIMULATOR_PHONES.busy]: { code: 1001 },
  [SIMULATOR_PHONES.expired]: { code: 1019 },
  [SIMULATOR_PHONES.cancelled]: { code: 1032 },
  [SIMULATOR_PHONES.timeout]: { code: 1037 },
  [SIMULATOR_PHONES.wrongPin]: { code: 2001 },
  [SIMULATOR_PHONES.unknown]: { code: 9999 },
  [SIMULATOR_PHONES.wrongAmount]: { code: 0, amount: 1 },
  [SIMULATOR_PHONES.silent]: { code: 0, callback: false },
  [SIMULATOR_PHONES.noOperator]: { code: 'SFC_IC0003' },
};

/** Daraja gives up on a push nobody answers after about a minute: 1037, "DS timeout user cannot be reached". */
export const PUSH_EXPIRY_MS = 60_000;

interface Request {
  checkoutRequestId: string;
  merchantRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  reference: string;
  /** Buy Goods (a till) or Pay Bill, and who is paid. */
  transactionType: string;
  partyB: string;
  /** null while the phone has not answered; a few results are words (SFC_IC0003). */
  resultCode: number | string | null;
  receipt: string | null;
  /** When the push was made (Daraja expires it unanswered after PUSH_EXPIRY_MS); absent in state kept before. */
  createdAt?: number;
  /** The callback was delivered and answered (the product had read it); a test waits for this, not a while. */
  delivered?: boolean;
}

/** Daraja's ResultDesc for each code (what its callbacks and queries say). */
const RESULT_DESC: Record<number | string, string> = {
  0: 'The service request is processed successfully.',
  SFC_IC0003: 'Operator does not exist',
  1: 'The balance is insufficient for the transaction.',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  1019: 'Transaction has expired',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

/** Daraja's largest Lipa na M-Pesa Online payment, in shillings. */
const MAX_STK_AMOUNT = 250_000;

/** Daraja's error body: a request id, its code, its sentence. */
const refusal = (errorCode: string, errorMessage: string) => ({ requestId: `${randomBytes(2).toString('hex')}-${Date.now()}-1`, errorCode, errorMessage });
const badRequest = (what: string) => refusal('400.002.02', `Bad Request - Invalid ${what}`);

const isNumeric = (v: unknown) => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d+$/.test(v));

/** A B2C or B2B payment as the simulator's M-Pesa keeps it. */
interface Transfer {
  /** B2C (to a phone), B2B (to a paybill or till) or a reversal; absent in state kept before B2B: B2C. */
  kind?: 'b2c' | 'b2b' | 'reversal';
  /** A reversal: the C2B transaction it returns. */
  reverses?: string;
  originatorConversationId: string;
  conversationId: string;
  transactionId: string;
  amount: number;
  /** The number paid: a phone (B2C), a paybill or a till (B2B). */
  phone: string;
  /** B2B: the account number given to the paybill (a till's own number for a till). */
  accountReference?: string;
  resultUrl: string;
  /** 0 sent; anything else failed; null while M-Pesa is still at it. */
  resultCode: number | null;
}

interface State {
  tokens: Record<string, number>;
  requests: Request[];
  c2bUrls: { confirmation: string; validation: string } | null;
  transfers?: Transfer[];
  /** C2B payments customers made (paybill and till), by transaction id: what a reversal may return. */
  c2b?: Record<string, { amount: number; phone: string; reversed: boolean; time?: string; billRef?: string }>;
}

/**
 * Payments out the simulator's M-Pesa makes by number, for tests: one fails for lack of funds in the
 * business account, one succeeds but its result is never delivered (only a status query tells); for
 * B2C by phone, for B2B by paybill or till number.
 */
export const SIMULATOR_PAYEES = {
  underfunded: '254700000001',
  resultLost: '254700000000',
  underfundedBusiness: '600001',
  resultLostBusiness: '600000',
} as const;

/** The simulator's own certificate and key (simulator-certificate/README.md): test only. */
const CERTIFICATE_DIR = path.join(import.meta.dirname, 'simulator-certificate');
export const SIMULATOR_CERTIFICATE_PATH = path.join(CERTIFICATE_DIR, 'simulator-certificate.pem');

/**
 * Undoes the product's SecurityCredential with the simulator's private key. Node no longer offers
 * PKCS #1 v1.5 decryption (CVE-2023-46809), so the raw RSA block is read and its type-2 padding
 * (00 02, non-zero bytes, 00, message) taken off here. Null when it is no such block.
 */
function decryptCredential(credential: unknown, key: KeyObject): string | null {
  if (typeof credential !== 'string' || !/^[A-Za-z0-9+/=]+$/.test(credential)) return null;
  try {
    const block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, Buffer.from(credential, 'base64'));
    if (block[0] !== 0 || block[1] !== 2) return null;
    const end = block.indexOf(0, 2);
    return end >= 10 ? block.subarray(end + 1).toString() : null;
  } catch {
    return null;
  }
}

export async function startDarajaSimulator(options: {
  shortcode: string;
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
  /** A Buy Goods till under the store number (shortcode) that also takes pushes. */
  till?: string | null;
  delayMs?: number;
  /** How long a push waits for its phone before Daraja answers 1037 (PUSH_EXPIRY_MS). */
  pushExpiryMs?: number;
  /** Where its state is kept across restarts (none: in memory only). */
  dataDir?: string;
  /** Plain-http origins it calls all the same: the product on this machine, standing for its TLS proxy. */
  allowHttpOrigins?: readonly string[];
  /** The B2C initiator it knows (its password arrives encrypted with the simulator's certificate). */
  initiator?: { name: string; password: string };
}) {
  const delayMs = options.delayMs ?? 300;
  const pushExpiryMs = options.pushExpiryMs ?? PUSH_EXPIRY_MS;
  const stateFile = options.dataDir ? path.join(options.dataDir, 'daraja-simulator.json') : null;
  const saved: State = stateFile
    ? await readFile(stateFile, 'utf8').then(
        (t) => JSON.parse(t) as State,
        () => ({ tokens: {}, requests: [], c2bUrls: null }),
      )
    : { tokens: {}, requests: [], c2bUrls: null };
  const tokens = new Map(Object.entries(saved.tokens));
  const requests = new Map(saved.requests.map((r) => [r.checkoutRequestId, r]));
  let c2bUrls = saved.c2bUrls;
  const c2b = saved.c2b ?? {};
  const transfers = new Map((saved.transfers ?? []).map((t) => [t.originatorConversationId, t]));
  const privateKey = createPrivateKey(await readFile(path.join(CERTIFICATE_DIR, 'simulator-key.pem'), 'utf8'));
  let saving = Promise.resolve();
  /** Set once the simulator is closing: a phone answering late (a timer) writes nothing into a data directory that may be gone. */
  let closed = false;
  /** Written after each change, one write at a time, to a temporary file renamed over the old one. */
  const save = () => {
    if (!stateFile || closed) return saving;
    const state: State = { tokens: Object.fromEntries(tokens), requests: [...requests.values()], c2bUrls, transfers: [...transfers.values()], c2b };
    saving = saving.then(async () => {
      await mkdir(path.dirname(stateFile), { recursive: true });
      await writeFile(`${stateFile}.tmp`, JSON.stringify(state));
      await rename(`${stateFile}.tmp`, stateFile);
    });
    return saving;
  };

  const app = Fastify({ logger: false });
  // The phone page posts plain HTML forms.
  await app.register(formbody);
  // Daraja refuses a body that is not JSON (or is no object) with its own error, not the framework's.
  app.setErrorHandler((_err, _request, reply) => reply.status(400).send(refusal('400.002.05', 'Invalid Request Payload')));
  /** Every callback delivered, for tests that replay one as an attacker or a retrying Daraja would. */
  const callbacks: { url: string; body: object }[] = [];

  const authorised = (header: string | undefined) => {
    const expires = header?.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    return expires !== undefined && expires > Date.now();
  };
  const allowHttp = { allowHttpOrigins: options.allowHttpOrigins ?? [] };
  const callableUrl = (url: unknown) => typeof url === 'string' && url.length <= 1024 && darajaUrlProblem(url, allowHttp) === null;

  /** Posts a result as Daraja does: once, and whatever the receiver answers (a failure is its loss). */
  const deliver = (url: string, body: object) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      () => undefined,
      () => undefined,
    );

  async function callBack(req: Request, amount = req.amount) {
    const ok = req.resultCode === 0;
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: req.merchantRequestId,
          CheckoutRequestID: req.checkoutRequestId,
          ResultCode: req.resultCode,
          ResultDesc: RESULT_DESC[req.resultCode ?? -1] ?? 'The transaction could not be completed.',
          ...(ok
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: req.receipt },
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
                    { Name: 'PhoneNumber', Value: Number(req.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    };
    callbacks.push({ url: req.callbackUrl, body });
    await deliver(req.callbackUrl, body);
    req.delivered = true;
  }

  function answer(req: Request, resultCode: number | string, options: { callback?: boolean; amount?: number; receipt?: string } = {}) {
    req.resultCode = resultCode;
    if (resultCode === 0) req.receipt = options.receipt ?? `S${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
    void save().then(() => (options.callback !== false ? callBack(req, options.amount) : undefined));
  }

  /**
   * A scripted phone answers after a moment (again after a restart, if it had not yet); any other
   * waits for its owner on the phone page, and Daraja gives up on it after pushExpiryMs (1037).
   */
  function script(req: Request) {
    if (req.resultCode !== null) return;
    const outcome = SCRIPTED[req.phone];
    if (outcome) return void setTimeout(() => req.resultCode === null && answer(req, outcome.code, outcome), delayMs).unref();
    const left = (req.createdAt ?? Date.now()) + pushExpiryMs - Date.now();
    setTimeout(() => req.resultCode === null && answer(req, 1037), Math.max(0, left)).unref();
  }
  for (const req of requests.values()) script(req);

  app.get('/oauth/v1/generate', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64')}`;
    if ((request.query as { grant_type?: string }).grant_type !== 'client_credentials')
      return reply.status(400).send(refusal('400.008.02', 'Invalid grant type passed'));
    if (request.headers.authorization !== expected) return reply.status(400).send(refusal('400.008.01', 'Invalid Authentication passed'));
    const token = randomBytes(16).toString('hex');
    tokens.set(token, Date.now() + 3599_000);
    await save();
    return { access_token: token, expires_in: '3599' };
  });

  /** What Daraja checks of a push, in its order; the first problem is the answer. */
  function pushProblem(b: Record<string, unknown>): { status: number; body: object } | null {
    const shortcode = String(b.BusinessShortCode ?? '');
    if (!isNumeric(b.BusinessShortCode) || shortcode !== options.shortcode) return { status: 400, body: badRequest('BusinessShortCode') };
    if (typeof b.Timestamp !== 'string' || !/^\d{14}$/.test(b.Timestamp)) return { status: 400, body: badRequest('Timestamp') };
    const expectedPassword = Buffer.from(`${options.shortcode}${options.passkey}${b.Timestamp}`).toString('base64');
    if (b.Password !== expectedPassword) return { status: 500, body: refusal('500.001.1001', 'Wrong credentials') };
    const buyGoods = b.TransactionType === 'CustomerBuyGoodsOnline';
    if (!buyGoods && b.TransactionType !== 'CustomerPayBillOnline') return { status: 400, body: badRequest('TransactionType') };
    if (!isNumeric(b.Amount) || Number(b.Amount) < 1 || Number(b.Amount) > MAX_STK_AMOUNT) return { status: 400, body: badRequest('Amount') };
    const phone = (v: unknown) => isNumeric(v) && /^254[17]\d{8}$/.test(String(v)) && !otherNetworkOf(String(v));
    if (!phone(b.PartyA)) return { status: 400, body: badRequest('PartyA') };
    if (!phone(b.PhoneNumber)) return { status: 400, body: badRequest('PhoneNumber') };
    // A paybill is paid to itself; a till, to the till under its store number.
    const partyB = String(b.PartyB ?? '');
    if (!isNumeric(b.PartyB) || partyB !== (buyGoods ? (options.till ?? '') : options.shortcode)) return { status: 400, body: badRequest('PartyB') };
    if (!callableUrl(b.CallBackURL)) return { status: 400, body: badRequest('CallBackURL') };
    if (typeof b.AccountReference !== 'string' || !b.AccountReference || b.AccountReference.length > STK_LIMITS.accountReference)
      return { status: 400, body: badRequest('AccountReference') };
    if (typeof b.TransactionDesc !== 'string' || !b.TransactionDesc || b.TransactionDesc.length > STK_LIMITS.transactionDesc)
      return { status: 400, body: badRequest('TransactionDesc') };
    return null;
  }

  app.post<{ Body: Record<string, unknown> }>('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    const problem = pushProblem(b);
    if (problem) return reply.status(problem.status).send(problem.body);
    const req: Request = {
      checkoutRequestId: `ws_CO_${darajaTimestamp()}${randomBytes(4).toString('hex')}`,
      merchantRequestId: randomUUID(),
      amount: Number(b.Amount),
      phone: String(b.PhoneNumber),
      callbackUrl: String(b.CallBackURL),
      reference: String(b.AccountReference),
      transactionType: String(b.TransactionType),
      partyB: String(b.PartyB),
      resultCode: null,
      receipt: null,
      createdAt: Date.now(),
    };
    requests.set(req.checkoutRequestId, req);
    await save();
    script(req);
    return {
      MerchantRequestID: req.merchantRequestId,
      CheckoutRequestID: req.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    if (!isNumeric(b.BusinessShortCode) || String(b.BusinessShortCode) !== options.shortcode) return reply.status(400).send(badRequest('BusinessShortCode'));
    if (b.Password !== Buffer.from(`${options.shortcode}${options.passkey}${String(b.Timestamp)}`).toString('base64'))
      return reply.status(500).send(refusal('500.001.1001', 'Wrong credentials'));
    const req = requests.get(String(b.CheckoutRequestID));
    if (!req) return reply.status(400).send(badRequest('CheckoutRequestID'));
    if (req.resultCode === null) return reply.status(500).send(refusal('500.001.1001', 'The transaction is being processed'));
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: req.merchantRequestId,
      CheckoutRequestID: req.checkoutRequestId,
      ResultCode: String(req.resultCode),
      ResultDesc: RESULT_DESC[req.resultCode] ?? 'The transaction could not be completed.',
    };
  });

  // C2B: the shortcode's registered URLs, and money "paid by hand" delivered to them as Daraja does.
  app.post<{ Body: Record<string, unknown> }>('/mpesa/c2b/v1/registerurl', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    if (!isNumeric(b.ShortCode) || String(b.ShortCode) !== options.shortcode) return reply.status(400).send(badRequest('ShortCode'));
    if (b.ResponseType !== 'Completed' && b.ResponseType !== 'Cancelled') return reply.status(400).send(badRequest('ResponseType'));
    if (!callableUrl(b.ConfirmationURL)) return reply.status(400).send(badRequest('ConfirmationURL'));
    if (!callableUrl(b.ValidationURL)) return reply.status(400).send(badRequest('ValidationURL'));
    c2bUrls = { confirmation: String(b.ConfirmationURL), validation: String(b.ValidationURL) };
    await save();
    return { OriginatorCoversationID: randomUUID(), ResponseCode: '0', ResponseDescription: 'Success' };
  });

  /**
   * A customer pays by hand: to the paybill with `billRef` as the account, or (billRef null) to the
   * till, whose reports name no account. Resolves with the transaction id. `validation: false` plays a
   * shortcode whose external validation Safaricom has not switched on: any amount to any account
   * arrives. `transId` names the transaction; a payment already made with it is reported again, as
   * Daraja does when the first report got no answer.
   */
  async function payBill(amount: number, phone: string, billRef: string | null, how: { validation?: boolean; transId?: string } = {}): Promise<string> {
    if (!c2bUrls) throw new Error('no C2B URLs registered');
    const transId = how.transId ?? `S${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
    const again = c2b[transId];
    const body = {
      TransactionType: billRef === null ? 'Buy Goods' : 'Pay Bill',
      TransID: transId,
      TransTime: again?.time ?? darajaTimestamp(),
      TransAmount: amount.toFixed(2),
      BusinessShortCode: billRef === null ? (options.till ?? options.shortcode) : options.shortcode,
      BillRefNumber: billRef ?? '',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: phone,
      FirstName: 'Simulated',
      MiddleName: '',
      LastName: 'Customer',
    };
    if (how.validation !== false && !again) {
      const validated = (await (
        await fetch(c2bUrls.validation, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as { ResultCode: number | string };
      if (String(validated.ResultCode) !== '0') throw new Error(`paybill refused: ${String(validated.ResultCode)}`);
    }
    c2b[transId] ??= { amount, phone, reversed: false, time: body.TransTime, billRef: billRef ?? '' };
    await save();
    await deliver(c2bUrls.confirmation, body);
    return transId;
  }

  // B2C, B2B and Transaction Status: money out, and what became of it. Results go to ResultURL later.
  const initiatorProblem = (name: unknown, credential: unknown) =>
    !options.initiator || name !== options.initiator.name || decryptCredential(credential, privateKey) !== options.initiator.password;
  const receiptCode = () => `T${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
  const conversation = () => `AG_${darajaTimestamp().slice(0, 8)}_${randomBytes(10).toString('hex')}`;
  const accepted = (originatorConversationId: string) => ({
    ConversationID: conversation(),
    OriginatorConversationID: originatorConversationId,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });

  /**
   * Keeps a payment out, and after a while settles it and delivers its result to ResultURL as Daraja
   * does (B2C's result parameters, or B2B's). A wrong initiator or credential is no synchronous
   * refusal: the result says 2001, as Daraja's does.
   */
  async function payOut(transfer: Transfer, initiatorOk: boolean, queueTimeOutUrl: string, refusal?: { code: string; desc: string }) {
    const lost = transfer.kind === 'b2b' ? SIMULATOR_PAYEES.resultLostBusiness : SIMULATOR_PAYEES.resultLost;
    const underfunded = transfer.kind === 'b2b' ? SIMULATOR_PAYEES.underfundedBusiness : SIMULATOR_PAYEES.underfunded;
    const code: number | string = !initiatorOk ? 2001 : (refusal?.code ?? (transfer.phone === underfunded ? 1 : 0));
    transfers.set(transfer.originatorConversationId, transfer);
    await save();
    const now = new Date();
    const parameters =
      transfer.kind === 'reversal'
        ? [
            { Key: 'Amount', Value: transfer.amount },
            { Key: 'TransCompletedTime', Value: Number(darajaTimestamp(now)) },
            { Key: 'OriginalTransactionID', Value: transfer.reverses ?? '' },
            { Key: 'Charge', Value: 0 },
            { Key: 'CreditPartyPublicName', Value: `${transfer.phone} - Simulated Customer` },
            { Key: 'DebitPartyPublicName', Value: `${options.shortcode} - Nafasi` },
          ]
        : transfer.kind === 'b2b'
          ? [
              { Key: 'Amount', Value: transfer.amount.toFixed(2) },
              { Key: 'TransCompletedTime', Value: darajaTimestamp(now) },
              { Key: 'DebitPartyCharges', Value: '' },
              { Key: 'ReceiverPartyPublicName', Value: `${transfer.phone} - Simulated Business` },
              { Key: 'Currency', Value: 'KES' },
            ]
          : [
              { Key: 'TransactionAmount', Value: transfer.amount },
              { Key: 'TransactionReceipt', Value: transfer.transactionId },
              { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
              { Key: 'ReceiverPartyPublicName', Value: `${transfer.phone} - Simulated Customer` },
              { Key: 'TransactionCompletedDateTime', Value: now.toISOString() },
            ];
    const reference = [
      ...(transfer.kind === 'b2b' ? [{ Key: 'BillReferenceNumber', Value: transfer.accountReference ?? '' }] : []),
      { Key: 'QueueTimeoutURL', Value: queueTimeOutUrl },
    ];
    setTimeout(() => {
      transfer.resultCode = typeof code === 'number' ? code : -1;
      const reversed = transfer.reverses ? c2b[transfer.reverses] : undefined;
      if (code === 0 && reversed) reversed.reversed = true;
      void save().then(() =>
        transfer.phone === lost && code === 0
          ? undefined
          : deliver(transfer.resultUrl, {
              Result: {
                ResultType: 0,
                ResultCode: code,
                ResultDesc: refusal?.desc ?? RESULT_DESC[code as number] ?? 'The transaction could not be completed.',
                OriginatorConversationID: transfer.originatorConversationId,
                ConversationID: transfer.conversationId,
                TransactionID: code === 0 ? transfer.transactionId : 'NLJ0000000',
                ...(code === 0 ? { ResultParameters: { ResultParameter: parameters } } : {}),
                ReferenceData: { ReferenceItem: reference.length === 1 ? reference[0] : reference },
              },
            }),
      );
    }, delayMs).unref();
  }

  app.post<{ Body: Record<string, unknown> }>('/mpesa/b2c/v3/paymentrequest', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    const originator = typeof b.OriginatorConversationID === 'string' ? b.OriginatorConversationID : '';
    if (!originator || originator.length > 64) return reply.status(400).send(badRequest('OriginatorConversationID'));
    if (transfers.has(originator)) return reply.status(409).send(refusal('409.001.01', 'Duplicate OriginatorConversationID'));
    if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(b.CommandID))) return reply.status(400).send(badRequest('CommandID'));
    if (!isNumeric(b.Amount) || Number(b.Amount) < 10 || Number(b.Amount) > MAX_STK_AMOUNT) return reply.status(400).send(badRequest('Amount'));
    if (!isNumeric(b.PartyA) || String(b.PartyA) !== options.shortcode) return reply.status(400).send(badRequest('PartyA'));
    const phone = String(b.PartyB ?? '');
    if (!isNumeric(b.PartyB) || !/^254[17]\d{8}$/.test(phone) || otherNetworkOf(phone)) return reply.status(400).send(badRequest('PartyB'));
    if (!callableUrl(b.ResultURL)) return reply.status(400).send(badRequest('ResultURL'));
    if (!callableUrl(b.QueueTimeOutURL)) return reply.status(400).send(badRequest('QueueTimeOutURL'));
    if (typeof b.Remarks !== 'string' || b.Remarks.length < 2 || b.Remarks.length > 100) return reply.status(400).send(badRequest('Remarks'));
    const answer = accepted(originator);
    const transfer: Transfer = {
      kind: 'b2c',
      originatorConversationId: originator,
      conversationId: answer.ConversationID,
      transactionId: receiptCode(),
      amount: Number(b.Amount),
      phone,
      resultUrl: String(b.ResultURL),
      resultCode: null,
    };
    await payOut(transfer, !initiatorProblem(b.InitiatorName, b.SecurityCredential), String(b.QueueTimeOutURL));
    return answer;
  });

  // B2B (Business Pay Bill, Business Buy Goods): Daraja names the request itself.
  app.post<{ Body: Record<string, unknown> }>('/mpesa/b2b/v1/paymentrequest', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    if (!['BusinessPayBill', 'BusinessBuyGoods'].includes(String(b.CommandID))) return reply.status(400).send(badRequest('CommandID'));
    if (String(b.SenderIdentifierType) !== '4') return reply.status(400).send(badRequest('SenderIdentifierType'));
    if (String(b.RecieverIdentifierType) !== '4') return reply.status(400).send(badRequest('RecieverIdentifierType'));
    if (!isNumeric(b.Amount) || Number(b.Amount) < 1 || Number(b.Amount) > MAX_STK_AMOUNT) return reply.status(400).send(badRequest('Amount'));
    if (!isNumeric(b.PartyA) || String(b.PartyA) !== options.shortcode) return reply.status(400).send(badRequest('PartyA'));
    const number = String(b.PartyB ?? '');
    if (!isNumeric(b.PartyB) || !/^\d{5,7}$/.test(number) || number === options.shortcode) return reply.status(400).send(badRequest('PartyB'));
    if (typeof b.AccountReference !== 'string' || !b.AccountReference || b.AccountReference.length > 13)
      return reply.status(400).send(badRequest('AccountReference'));
    if (b.Requester !== undefined && !/^254[17]\d{8}$/.test(String(b.Requester))) return reply.status(400).send(badRequest('Requester'));
    if (!callableUrl(b.ResultURL)) return reply.status(400).send(badRequest('ResultURL'));
    if (!callableUrl(b.QueueTimeOutURL)) return reply.status(400).send(badRequest('QueueTimeOutURL'));
    if (typeof b.Remarks !== 'string' || b.Remarks.length < 2 || b.Remarks.length > 100) return reply.status(400).send(badRequest('Remarks'));
    // Daraja's own id, as in its documented answer ("5118-111210482-1").
    const answer = accepted(`${(randomBytes(2).readUInt16BE() % 9000) + 1000}-${(randomBytes(4).readUInt32BE() % 900_000_000) + 100_000_000}-1`);
    const transfer: Transfer = {
      kind: 'b2b',
      originatorConversationId: answer.OriginatorConversationID,
      conversationId: answer.ConversationID,
      transactionId: receiptCode(),
      amount: Number(b.Amount),
      phone: number,
      accountReference: b.AccountReference,
      resultUrl: String(b.ResultURL),
      resultCode: null,
    };
    await payOut(transfer, !initiatorProblem(b.Initiator, b.SecurityCredential), String(b.QueueTimeOutURL));
    return answer;
  });

  // Reversal: a C2B transaction returned whole to whoever paid it. Daraja names the request itself;
  // an unknown or already reversed transaction fails in the result (R000002, R000001), not at once.
  app.post<{ Body: Record<string, unknown> }>('/mpesa/reversal/v1/request', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    if (b.CommandID !== 'TransactionReversal') return reply.status(400).send(badRequest('CommandID'));
    if (typeof b.TransactionID !== 'string' || !/^[A-Z0-9]{10}$/.test(b.TransactionID)) return reply.status(400).send(badRequest('TransactionID'));
    if (!isNumeric(b.Amount) || Number(b.Amount) < 1) return reply.status(400).send(badRequest('Amount'));
    const receivers = [options.shortcode, ...(options.till ? [options.till] : [])];
    if (!isNumeric(b.ReceiverParty) || !receivers.includes(String(b.ReceiverParty))) return reply.status(400).send(badRequest('ReceiverParty'));
    if (String(b.RecieverIdentifierType) !== '11') return reply.status(400).send(badRequest('RecieverIdentifierType'));
    if (!callableUrl(b.ResultURL)) return reply.status(400).send(badRequest('ResultURL'));
    if (!callableUrl(b.QueueTimeOutURL)) return reply.status(400).send(badRequest('QueueTimeOutURL'));
    if (typeof b.Remarks !== 'string' || b.Remarks.length < 2 || b.Remarks.length > 100) return reply.status(400).send(badRequest('Remarks'));
    const original = c2b[b.TransactionID];
    const answer = accepted(`${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(8).toString('hex')}`);
    const transfer: Transfer = {
      kind: 'reversal',
      reverses: b.TransactionID,
      originatorConversationId: answer.OriginatorConversationID,
      conversationId: answer.ConversationID,
      transactionId: receiptCode(),
      amount: Number(b.Amount),
      phone: original?.phone ?? '',
      resultUrl: String(b.ResultURL),
      resultCode: null,
    };
    // Reversed, or a reversal of it under way.
    const reversing = [...transfers.values()].some((t) => t.reverses === b.TransactionID && (t.resultCode === null || t.resultCode === 0));
    const problem = !original
      ? { code: 'R000002', desc: 'The OriginalTransactionID is invalid.' }
      : original.reversed || reversing
        ? { code: 'R000001', desc: 'The transaction has already been reversed.' }
        : Number(b.Amount) !== original.amount
          ? { code: 'R000002', desc: 'The amount is not that of the original transaction.' }
          : undefined;
    await payOut(transfer, !initiatorProblem(b.Initiator, b.SecurityCredential), String(b.QueueTimeOutURL), problem);
    return answer;
  });

  app.post<{ Body: Record<string, unknown> }>('/mpesa/transactionstatus/v1/query', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(404).send(refusal('404.001.03', 'Invalid Access Token'));
    const b = request.body ?? {};
    if (b.CommandID !== 'TransactionStatusQuery') return reply.status(400).send(badRequest('CommandID'));
    if (!isNumeric(b.PartyA) || String(b.PartyA) !== options.shortcode) return reply.status(400).send(badRequest('PartyA'));
    if (String(b.IdentifierType) !== '4') return reply.status(400).send(badRequest('IdentifierType'));
    if (!callableUrl(b.ResultURL)) return reply.status(400).send(badRequest('ResultURL'));
    if (!callableUrl(b.QueueTimeOutURL)) return reply.status(400).send(badRequest('QueueTimeOutURL'));
    // Daraja's documented query names the transaction by OriginalConversationID or TransactionID; other keys name nothing.
    const byOriginator = typeof b.OriginalConversationID === 'string' ? b.OriginalConversationID : null;
    const byReceipt = typeof b.TransactionID === 'string' ? b.TransactionID : null;
    if (!byOriginator && !byReceipt) return reply.status(400).send(badRequest('TransactionID'));
    const answer = accepted(randomUUID());
    const wrongInitiator = initiatorProblem(b.Initiator, b.SecurityCredential);
    const resultUrl = String(b.ResultURL);
    const occasion = typeof b.Occasion === 'string' ? b.Occasion : '';
    setTimeout(() => {
      const transfer = byOriginator ? transfers.get(byOriginator) : [...transfers.values()].find((t) => t.transactionId === byReceipt);
      // A payment in (C2B), asked about by its receipt.
      const paidIn = byReceipt ? c2b[byReceipt] : undefined;
      const base = {
        ResultType: 0,
        OriginatorConversationID: answer.OriginatorConversationID,
        ConversationID: answer.ConversationID,
        TransactionID: 'NLJ0000000',
      };
      const reference = { ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: occasion } } };
      if (wrongInitiator) return void deliver(resultUrl, { Result: { ...base, ResultCode: 2001, ResultDesc: RESULT_DESC[2001], ...reference } });
      if (!transfer && paidIn && byReceipt) {
        const at = paidIn.time ?? darajaTimestamp();
        return void deliver(resultUrl, {
          Result: {
            ...base,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            ResultParameters: {
              ResultParameter: [
                { Key: 'DebitPartyName', Value: `${paidIn.phone} - Simulated Customer` },
                { Key: 'CreditPartyName', Value: `${options.shortcode} - Nafasi` },
                { Key: 'OriginatorConversationID', Value: '' },
                { Key: 'InitiatedTime', Value: Number(at) },
                { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
                { Key: 'DebitPartyCharges', Value: '' },
                { Key: 'TransactionReason', Value: paidIn.billRef ?? '' },
                { Key: 'ReasonType', Value: paidIn.billRef ? 'Pay Bill Online' : 'Buy Goods Online' },
                { Key: 'TransactionStatus', Value: 'Completed' },
                { Key: 'FinalisedTime', Value: Number(at) },
                { Key: 'Amount', Value: paidIn.amount },
                { Key: 'ConversationID', Value: '' },
                { Key: 'ReceiptNo', Value: byReceipt },
              ],
            },
            ...reference,
          },
        });
      }
      if (!transfer) return void deliver(resultUrl, { Result: { ...base, ResultCode: 2032, ResultDesc: 'The transaction does not exist.', ...reference } });
      const status = transfer.resultCode === null ? 'Pending' : transfer.resultCode === 0 ? 'Completed' : 'Failed';
      void deliver(resultUrl, {
        Result: {
          ...base,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          ResultParameters: {
            ResultParameter: [
              { Key: 'DebitPartyName', Value: `${options.shortcode} - Nafasi` },
              { Key: 'CreditPartyName', Value: `${transfer.phone} - Simulated ${transfer.kind === 'b2b' ? 'Business' : 'Customer'}` },
              { Key: 'OriginatorConversationID', Value: transfer.originatorConversationId },
              { Key: 'TransactionStatus', Value: status },
              { Key: 'ReasonType', Value: transfer.kind === 'b2b' ? 'Business Pay Bill via API' : 'Business Payment to Customer via API' },
              { Key: 'Amount', Value: transfer.amount },
              ...(status === 'Completed' ? [{ Key: 'ReceiptNo', Value: transfer.transactionId }] : []),
            ],
          },
          ...reference,
        },
      });
    }, delayMs).unref();
    return answer;
  });

  /**
   * The phone, for development: requests waiting for a PIN, answered with plain forms, in a
   * language. `base` is where it is served: its own /phone, or a path under the product's origin
   * (/mpesa-simulator), so a phone on the network can open it.
   */
  function phonePage(locale: Locale, base: string) {
    const waiting = [...requests.values()].filter((r) => r.resultCode === null);
    return inLocale(locale, () => {
      const rows = waiting
        .map(
          (r) =>
            `<li><p>${escapeMarkup(m.sim_phone_request({ amount: String(r.amount), reference: r.reference, phone: r.phone }))}</p><form method="post" action="${base}/${r.checkoutRequestId}/pin?lang=${locale}"><button>${escapeMarkup(m.sim_phone_pin())}</button></form> <form method="post" action="${base}/${r.checkoutRequestId}/cancel?lang=${locale}"><button>${escapeMarkup(m.sim_phone_cancel())}</button></form></li>`,
        )
        .join('');
      const title = escapeMarkup(m.sim_phone_title());
      return `<!doctype html><html lang="${HTML_LANG[locale]}"><meta name="viewport" content="width=device-width"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#0f172a}li{list-style:none;border:1px solid #cbd5e1;border-radius:12px;padding:1rem;margin:1rem 0}form{display:inline}button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem;border-radius:8px;border:1px solid #0f766e;background:#0f766e;color:#fff}form+form button{background:#fff;color:#0f766e}</style><h1>${title}</h1><ul style="padding:0">${rows || `<li>${escapeMarkup(m.sim_phone_none())}</li>`}</ul>`;
    });
  }
  /** A tap on the phone: Enter PIN (paid) or Cancel (1032), on a request still waiting. */
  function tap(checkoutRequestId: string, action: string) {
    const req = requests.get(checkoutRequestId);
    if (req && req.resultCode === null && (action === 'pin' || action === 'cancel')) answer(req, action === 'pin' ? 0 : 1032);
  }
  // In the language the product asked for (?lang=, from its own page), else the browser's.
  const phoneLocale = (request: FastifyRequest<{ Querystring: { lang?: string } }>): Locale => askedLocale(request.query.lang, request.headers);
  app.get<{ Querystring: { lang?: string } }>('/phone', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(phonePage(phoneLocale(request), '/phone')),
  );
  app.post<{ Params: { id: string; action: string }; Querystring: { lang?: string } }>('/phone/:id/:action', async (request, reply) => {
    tap(request.params.id, request.params.action);
    return reply.redirect(`/phone?lang=${phoneLocale(request)}`, 303);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    callbacks,
    payBill,
    /** The request made for a booking reference (what the phone shows). */
    requestFor: (reference: string) => [...requests.values()].reverse().find((r) => r.reference === reference),
    /** The payments out made to a number, phone (B2C) or paybill/till (B2B), each attempt Daraja took, oldest first. */
    transfersTo: (phone: string) => [...transfers.values()].filter((t) => t.phone === phone),
    phonePage,
    tap,
    /** Forgets every access token it gave, as Daraja does when it drops one before its hour is up. */
    dropTokens: () => tokens.clear(),
    /** Answers a waiting request as the phone would; a test may make Daraja report a given receipt. */
    enterPin: (checkoutRequestId: string, receipt?: string) => {
      const req = requests.get(checkoutRequestId);
      if (req && req.resultCode === null) answer(req, 0, { receipt });
    },
    close: async () => {
      await app.close();
      closed = true;
      await saving;
    },
  };
}

export type DarajaSimulator = Awaited<ReturnType<typeof startDarajaSimulator>>;
