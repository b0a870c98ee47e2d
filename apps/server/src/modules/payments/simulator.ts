import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { darajaTimestamp } from './daraja.ts';
import { escapeMarkup } from '../../lib/escape.ts';

/**
 * A local stand-in for Safaricom's Daraja that speaks the same HTTP (OAuth, STK push, STK push query)
 * and calls back as Daraja does. The outcome is chosen by the phone number, as in Daraja's sandbox:
 *
 * | phone | outcome |
 * |---|---|
 * | 254708374149 (Daraja's sandbox test number) | paid at once |
 * | 254700000001 | insufficient balance (1) |
 * | 254700000032 | cancelled by the user (1032) |
 * | 254700000037 | the phone did not answer (1037) |
 * | 254700000099 | a callback claiming 1 shilling (an amount that differs) |
 * | 254700000000 | paid, but the callback never comes (the server must ask) |
 * | any other | waits for "Enter PIN" or "Cancel" on the simulator's phone page, /phone |
 */
export const SIMULATOR_PHONES = {
  paid: '254708374149',
  insufficient: '254700000001',
  cancelled: '254700000032',
  timeout: '254700000037',
  wrongAmount: '254700000099',
  silent: '254700000000',
} as const;

interface Request {
  checkoutRequestId: string;
  merchantRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  reference: string;
  /** null while the phone has not answered. */
  resultCode: number | null;
  receipt: string | null;
}

const RESULT_DESC: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user.',
  1037: 'DS timeout user cannot be reached.',
  2001: 'The initiator information is invalid.',
};

export async function startDarajaSimulator(options: { shortcode: string; passkey: string; consumerKey: string; consumerSecret: string; delayMs?: number }) {
  const delayMs = options.delayMs ?? 300;
  const app = Fastify({ logger: false });
  const tokens = new Set<string>();
  const requests = new Map<string, Request>();
  /** Every callback delivered, for tests that replay one as an attacker or a retrying Daraja would. */
  const callbacks: { url: string; body: object }[] = [];

  const authorised = (header: string | undefined) => Boolean(header?.startsWith('Bearer ') && tokens.has(header.slice(7)));

  async function callBack(req: Request, amount = req.amount) {
    const ok = req.resultCode === 0;
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: req.merchantRequestId,
          CheckoutRequestID: req.checkoutRequestId,
          ResultCode: req.resultCode,
          ResultDesc: RESULT_DESC[req.resultCode ?? 2001] ?? 'Failed',
          ...(ok
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: req.receipt },
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
    await fetch(req.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
  }

  function answer(req: Request, resultCode: number, options: { callback?: boolean; amount?: number; receipt?: string } = {}) {
    req.resultCode = resultCode;
    if (resultCode === 0) req.receipt = options.receipt ?? `S${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
    if (options.callback !== false) void callBack(req, options.amount);
  }

  app.get('/oauth/v1/generate', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return reply.status(400).send({ errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return { access_token: token, expires_in: '3599' };
  });

  app.post<{ Body: Record<string, unknown> }>('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(401).send({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    const b = request.body;
    const expectedPassword = Buffer.from(`${options.shortcode}${options.passkey}${String(b.Timestamp)}`).toString('base64');
    const problems = [
      b.BusinessShortCode !== options.shortcode && 'Invalid BusinessShortCode',
      b.Password !== expectedPassword && 'Invalid Password',
      !(Number.isInteger(b.Amount) && (b.Amount as number) >= 1) && 'Invalid Amount',
      !/^2547\d{8}$|^2541\d{8}$/.test(String(b.PhoneNumber)) && 'Invalid PhoneNumber',
      !/^https?:\/\//.test(String(b.CallBackURL)) && 'Invalid CallBackURL',
      b.TransactionType !== 'CustomerPayBillOnline' && 'Invalid TransactionType',
    ].filter(Boolean);
    if (problems.length) return reply.status(400).send({ errorCode: '400.002.02', errorMessage: `Bad Request - ${problems[0]}` });
    const req: Request = {
      checkoutRequestId: `ws_CO_${darajaTimestamp()}${randomBytes(4).toString('hex')}`,
      merchantRequestId: randomUUID(),
      amount: b.Amount as number,
      phone: String(b.PhoneNumber),
      callbackUrl: String(b.CallBackURL),
      reference: String(b.AccountReference),
      resultCode: null,
      receipt: null,
    };
    requests.set(req.checkoutRequestId, req);
    const later = (fn: () => void) => setTimeout(fn, delayMs).unref();
    switch (req.phone) {
      case SIMULATOR_PHONES.paid:
        later(() => answer(req, 0));
        break;
      case SIMULATOR_PHONES.insufficient:
        later(() => answer(req, 1));
        break;
      case SIMULATOR_PHONES.cancelled:
        later(() => answer(req, 1032));
        break;
      case SIMULATOR_PHONES.timeout:
        later(() => answer(req, 1037));
        break;
      case SIMULATOR_PHONES.wrongAmount:
        later(() => answer(req, 0, { amount: 1 }));
        break;
      case SIMULATOR_PHONES.silent:
        later(() => answer(req, 0, { callback: false }));
        break;
      default:
        break; // waits for the phone page
    }
    return {
      MerchantRequestID: req.merchantRequestId,
      CheckoutRequestID: req.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  app.post<{ Body: { CheckoutRequestID?: string; Password?: string; Timestamp?: string } }>('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(401).send({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    const req = requests.get(String(request.body.CheckoutRequestID));
    if (!req) return reply.status(400).send({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' });
    if (req.resultCode === null) return reply.status(500).send({ errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: req.merchantRequestId,
      CheckoutRequestID: req.checkoutRequestId,
      ResultCode: String(req.resultCode),
      ResultDesc: RESULT_DESC[req.resultCode] ?? 'Failed',
    };
  });

  // C2B: the paybill's registered URLs, and money "paid by hand" delivered to them as Daraja does.
  let c2bUrls: { confirmation: string; validation: string } | null = null;
  app.post<{ Body: { ShortCode?: string; ConfirmationURL?: string; ValidationURL?: string } }>('/mpesa/c2b/v1/registerurl', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(401).send({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    if (request.body.ShortCode !== options.shortcode || !request.body.ConfirmationURL || !request.body.ValidationURL)
      return reply.status(400).send({ errorCode: '400.002.02', errorMessage: 'Bad Request' });
    c2bUrls = { confirmation: request.body.ConfirmationURL, validation: request.body.ValidationURL };
    return { OriginatorCoversationID: randomUUID(), ResponseCode: '0', ResponseDescription: 'Success' };
  });

  /** A customer pays the paybill by hand with `billRef` as the account; resolves with the transaction id. */
  async function payBill(amount: number, phone: string, billRef: string): Promise<string> {
    if (!c2bUrls) throw new Error('no C2B URLs registered');
    const transId = `S${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
    const body = {
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: darajaTimestamp(),
      TransAmount: amount.toFixed(2),
      BusinessShortCode: options.shortcode,
      BillRefNumber: billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: phone,
      FirstName: 'Simulated',
      MiddleName: '',
      LastName: 'Customer',
    };
    const validated = (await (
      await fetch(c2bUrls.validation, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as { ResultCode: number | string };
    if (String(validated.ResultCode) !== '0') throw new Error(`paybill refused: ${String(validated.ResultCode)}`);
    await fetch(c2bUrls.confirmation, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return transId;
  }

  // The phone, for development: requests waiting for a PIN, answered with plain forms.
  app.get('/phone', async (_request, reply) => {
    const waiting = [...requests.values()].filter((r) => r.resultCode === null);
    const rows = waiting
      .map(
        (r) =>
          `<li><p>Pay KSH ${r.amount} to Nafasi for ${escapeMarkup(r.reference)} from ${r.phone}?</p><form method="post" action="/phone/${r.checkoutRequestId}/pin"><button>Enter PIN</button></form> <form method="post" action="/phone/${r.checkoutRequestId}/cancel"><button>Cancel</button></form></li>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>M-Pesa simulator phone</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#0f172a}li{list-style:none;border:1px solid #cbd5e1;border-radius:12px;padding:1rem;margin:1rem 0}form{display:inline}button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem;border-radius:8px;border:1px solid #0f766e;background:#0f766e;color:#fff}form+form button{background:#fff;color:#0f766e}</style><h1>M-Pesa simulator phone</h1><ul style="padding:0">${rows || '<li>No payment requests waiting. Reload after asking for one.</li>'}</ul>`,
      );
  });
  app.post<{ Params: { id: string; action: string } }>('/phone/:id/:action', async (request, reply) => {
    const req = requests.get(request.params.id);
    if (req && req.resultCode === null) answer(req, request.params.action === 'pin' ? 0 : 1032);
    return reply.redirect('/phone');
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    callbacks,
    payBill,
    /** The request made for a booking reference (what the phone shows). */
    requestFor: (reference: string) => [...requests.values()].reverse().find((r) => r.reference === reference),
    /** Answers a waiting request as the phone would; a test may make Daraja report a given receipt. */
    enterPin: (checkoutRequestId: string, receipt?: string) => {
      const req = requests.get(checkoutRequestId);
      if (req && req.resultCode === null) answer(req, 0, { receipt });
    },
    close: () => app.close(),
  };
}

export type DarajaSimulator = Awaited<ReturnType<typeof startDarajaSimulator>>;
