import { nairobiStamp } from '@nafasi/shared/time';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';

/**
 * Safaricom Daraja's APIs, by their published contract: an OAuth token by client credentials (kept
 * until shortly before it expires), Lipa na M-Pesa Online (the STK push and its query), C2B URL
 * registration, and money out: B2C, B2B and Transaction Status. The base URL names sandbox, production or the local
 * simulator; this code does not know which.
 *
 * Daraja answers a refusal with an error body ({ requestId, errorCode, errorMessage }) under a 4xx or
 * 5xx status, and some answers that are not failures the same way (an STK query of a push the phone
 * has not answered yet is HTTP 500 with errorCode 500.001.1001, "The transaction is being
 * processed"): the body is read before the status, always.
 */
export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill number, or for a till the store number (Daraja's BusinessShortCode; the passkey is its). */
  shortcode: string;
  passkey: string;
  /** A Buy Goods till that takes the payments (PartyB); null: the paybill itself does. */
  till: string | null;
}

/** The B2C initiator: its name, and its password encrypted with Safaricom's certificate. */
export interface DarajaInitiator {
  name: string;
  /** SecurityCredential: the password encrypted (RSA, PKCS #1 v1.5) with the environment's certificate, base64. */
  securityCredential: string;
}

/**
 * The SecurityCredential of B2C, Transaction Status and Reversal: the initiator's password encrypted
 * with the public key of the certificate Safaricom gives each environment (RSA, PKCS #1 v1.5, not
 * OAEP), in base64.
 */
export const securityCredential = (password: string, certificatePem: string) =>
  publicEncrypt({ key: createPublicKey(certificatePem), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');

export interface B2cRequest {
  /** Ours, unique per attempt: Daraja's answer and result carry it back. */
  originatorConversationId: string;
  amount: number;
  phone: string;
  /** Up to 100 characters. */
  remarks: string;
  occasion: string;
  resultUrl: string;
  queueTimeOutUrl: string;
}

/** B2B: a host's earnings to their paybill (with its account number) or Buy Goods till. */
export interface B2bRequest {
  to: 'paybill' | 'till';
  /** The paybill's or till's number (PartyB). */
  number: string;
  /** The account number at a paybill (up to 13 characters); a till takes its own number. */
  accountReference: string | null;
  amount: number;
  /** Up to 100 characters. */
  remarks: string;
  resultUrl: string;
  queueTimeOutUrl: string;
}

/** Daraja took a request for money out: its ids (the result comes later). */
export interface Taken {
  conversationId: string;
  originatorConversationId: string;
}

export interface StkPushRequest {
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
}

/** Daraja's answer to a query: ResultCode 0 is paid; anything else is a failure with its code. */
export interface StkQueryResult {
  resultCode: number | null;
  resultDesc: string;
  /** The request is still being processed (the customer has not answered yet). */
  pending: boolean;
}

/** Daraja's limits on what a push carries (longer is refused with 400.002.02, not cut). */
export const STK_LIMITS = { accountReference: 12, transactionDesc: 13 } as const;

/**
 * Words Daraja refuses anywhere in a callback, validation, confirmation, result or timeout URL, in
 * any case (Safaricom's go-live guidance); it also wants public https.
 */
export const DARAJA_FORBIDDEN_URL_WORDS = ['m-pesa', 'mpesa', 'safaricom', 'exec', 'exe', 'cmd', 'sql', 'query'] as const;

/** Why Daraja would refuse a URL it is to call, or null when it would take it. */
export function darajaUrlProblem(url: string, options: { allowHttpOrigins?: readonly string[] } = {}): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL';
  }
  const word = DARAJA_FORBIDDEN_URL_WORDS.find((w) => url.toLowerCase().includes(w));
  if (word) return `contains "${word}", a word Daraja refuses in the URLs it calls`;
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && options.allowHttpOrigins?.includes(parsed.origin)) return null;
  return 'is not https: Daraja calls only public https addresses';
}

/** Daraja's Result body (B2C, Transaction Status), as much of it as is read here. */
export interface DarajaResult {
  Result?: {
    ResultCode?: number | string;
    ResultDesc?: string;
    OriginatorConversationID?: string;
    ConversationID?: string;
    TransactionID?: string;
    ResultParameters?: { ResultParameter?: Item[] | Item | null } | null;
    ReferenceData?: { ReferenceItem?: Item[] | Item | null } | null;
  };
}

type Item = { Key?: unknown; Value?: unknown };
/** A result's list of items (Daraja sends one item bare, several as a list); what is no item (null, a word) is not read. */
export const listOf = (v: Item[] | Item | null | undefined): Item[] =>
  (Array.isArray(v) ? v : v ? [v] : []).filter((i): i is Item => typeof i === 'object' && i !== null && !Array.isArray(i));
/** An item's value as text, if it is a string or number without a NUL (anything else says nothing). */
export const param = (items: Item[], key: string) => {
  const value = items.find((i) => i.Key === key)?.Value;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return text?.includes('\u0000') ? undefined : text;
};

/** Daraja's error body, kept whole: the code decides what it means. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The result code kept for a result Daraja gives as a word, not a number (SFC_IC0003). */
export const UNNAMED_RESULT = -1;

/** Daraja's answer to a request whose access token it does not take (HTTP 404, or 401 from some gateways). */
export const INVALID_TOKEN = '404.001.03';

/** "The transaction is being processed": the phone has not answered yet (500.001.1001 also names other errors, by their message). */
const isStillProcessing = (err: unknown) => err instanceof DarajaError && err.code === '500.001.1001' && /being processed/i.test(err.message);

/** Daraja's timestamp, YYYYMMDDHHmmss in Nairobi time. */
export const darajaTimestamp = (now = new Date()): string => nairobiStamp(now);

type Body = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export function darajaClient(config: DarajaConfig & { initiator?: DarajaInitiator | null }, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  /** The answer's body first (JSON or nothing), then its status: an error body is a DarajaError with its code. */
  async function read(res: Response): Promise<Body> {
    const raw = await res.text().catch(() => '');
    let body: Body = {};
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
    } catch {
      // Not JSON (a gateway's HTML page): the status speaks.
    }
    const code = text(body.errorCode);
    if (code) throw new DarajaError(text(body.errorMessage) ?? `Daraja refused (${code})`, res.status, code);
    if (!res.ok) throw new DarajaError(`Daraja answered ${res.status}`, res.status);
    return body;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    fetching ??= (async () => {
      const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
      const body = await read(
        await fetchImpl(`${config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
          headers: { authorization: `Basic ${basic}` },
          signal: AbortSignal.timeout(15_000),
        }),
      );
      const value = text(body.access_token);
      if (!value) throw new DarajaError('Daraja gave no access token', 200);
      // A minute's margin, so a token never expires between here and Daraja.
      token = { value, expiresAt: Date.now() + (Number(body.expires_in ?? 3599) - 60) * 1000 };
      return value;
    })().finally(() => (fetching = null));
    return fetching;
  }

  async function call(path: string, body: object, retried = false): Promise<Body> {
    const res = await fetchImpl(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    try {
      return await read(res);
    } catch (err) {
      // A token Daraja no longer takes (expired early, revoked) is asked for again, once: Daraja says
      // so with 404.001.03 "Invalid Access Token" under HTTP 404 (its documented answer), or a 401.
      if (!retried && err instanceof DarajaError && (err.code === INVALID_TOKEN || err.status === 401)) {
        token = null;
        return call(path, body, true);
      }
      throw err;
    }
  }

  const password = (timestamp: string) => Buffer.from(`${config.shortcode}${config.passkey}${timestamp}`).toString('base64');

  const initiator = () => {
    if (!config.initiator) throw new DarajaError('No B2C initiator is configured (MPESA_INITIATOR_NAME, MPESA_INITIATOR_PASSWORD)', 0);
    return config.initiator;
  };

  return {
    /**
     * B2C: sends money from the shortcode to a Safaricom number (BusinessPayment). Daraja's answer only
     * says it took the request; the result comes to resultUrl (or queueTimeOutUrl) later.
     */
    async b2cPayment(req: B2cRequest): Promise<Taken> {
      const { name, securityCredential } = initiator();
      const answer = await call('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: req.originatorConversationId,
        InitiatorName: name,
        SecurityCredential: securityCredential,
        CommandID: 'BusinessPayment',
        Amount: req.amount,
        PartyA: config.shortcode,
        PartyB: req.phone,
        Remarks: req.remarks.slice(0, 100),
        QueueTimeOutURL: req.queueTimeOutUrl,
        ResultURL: req.resultUrl,
        Occasion: req.occasion.slice(0, 100),
      });
      const conversationId = text(answer.ConversationID);
      if (text(answer.ResponseCode) !== '0' || !conversationId) throw new DarajaError(text(answer.ResponseDescription) ?? 'B2C request refused', 200);
      return { conversationId, originatorConversationId: text(answer.OriginatorConversationID) ?? req.originatorConversationId };
    },

    /**
     * B2B (Business Pay Bill, Business Buy Goods): sends money from the shortcode to a paybill or a
     * till. Daraja chooses this request's OriginatorConversationID and returns it; the result comes to
     * resultUrl (or queueTimeOutUrl) later.
     */
    async b2bPayment(req: B2bRequest): Promise<Taken> {
      const { name, securityCredential } = initiator();
      const answer = await call('/mpesa/b2b/v1/paymentrequest', {
        Initiator: name,
        SecurityCredential: securityCredential,
        CommandID: req.to === 'paybill' ? 'BusinessPayBill' : 'BusinessBuyGoods',
        SenderIdentifierType: '4',
        // Daraja's own spelling.
        RecieverIdentifierType: '4',
        Amount: req.amount,
        PartyA: config.shortcode,
        PartyB: req.number,
        AccountReference: (req.accountReference ?? req.number).slice(0, 13),
        Remarks: req.remarks.slice(0, 100),
        QueueTimeOutURL: req.queueTimeOutUrl,
        ResultURL: req.resultUrl,
      });
      const conversationId = text(answer.ConversationID);
      const originatorConversationId = text(answer.OriginatorConversationID);
      if (text(answer.ResponseCode) !== '0' || !conversationId || !originatorConversationId)
        throw new DarajaError(text(answer.ResponseDescription) ?? 'B2B request refused', 200);
      return { conversationId, originatorConversationId };
    },

    /**
     * Reversal: returns a C2B (paybill or till) transaction whole to whoever paid it, whatever their
     * number (Daraja masks it in C2B reports). Daraja names the request; the result comes later.
     */
    async reversal(req: { transactionId: string; amount: number; remarks: string; resultUrl: string; queueTimeOutUrl: string }): Promise<Taken> {
      const { name, securityCredential } = initiator();
      const answer = await call('/mpesa/reversal/v1/request', {
        Initiator: name,
        SecurityCredential: securityCredential,
        CommandID: 'TransactionReversal',
        TransactionID: req.transactionId,
        Amount: req.amount,
        // The organisation that received it: the till for till money, else the paybill.
        ReceiverParty: config.till ?? config.shortcode,
        RecieverIdentifierType: '11',
        ResultURL: req.resultUrl,
        QueueTimeOutURL: req.queueTimeOutUrl,
        Remarks: req.remarks.slice(0, 100),
      });
      const conversationId = text(answer.ConversationID);
      const originatorConversationId = text(answer.OriginatorConversationID);
      if (text(answer.ResponseCode) !== '0' || !conversationId || !originatorConversationId)
        throw new DarajaError(text(answer.ResponseDescription) ?? 'Reversal refused', 200);
      return { conversationId, originatorConversationId };
    },

    /**
     * Transaction Status: asks what became of a transaction, named by its OriginatorConversationID
     * (OriginalConversationID in the query: ours for B2C, so even one whose answer never reached us;
     * Daraja's for B2B). The answer comes to resultUrl later; occasion comes back in it.
     */
    async transactionStatus(
      req: ({ originatorConversationId: string } | { transactionId: string }) & { resultUrl: string; queueTimeOutUrl: string; occasion: string },
    ): Promise<Taken> {
      const { name, securityCredential } = initiator();
      const answer = await call('/mpesa/transactionstatus/v1/query', {
        Initiator: name,
        SecurityCredential: securityCredential,
        CommandID: 'TransactionStatusQuery',
        // A payment in (C2B) is named by its receipt; one of ours out by its OriginatorConversationID.
        ...('transactionId' in req ? { TransactionID: req.transactionId } : { OriginalConversationID: req.originatorConversationId }),
        PartyA: config.shortcode,
        IdentifierType: '4',
        ResultURL: req.resultUrl,
        QueueTimeOutURL: req.queueTimeOutUrl,
        Remarks: 'Payment check',
        Occasion: req.occasion,
      });
      // The answer comes later to ResultURL under this query's ConversationID: the one it is known by.
      const conversationId = text(answer.ConversationID);
      if (text(answer.ResponseCode) !== '0' || !conversationId) throw new DarajaError(text(answer.ResponseDescription) ?? 'Transaction status refused', 200);
      return { conversationId, originatorConversationId: text(answer.OriginatorConversationID) ?? '' };
    },

    async stkPush(req: StkPushRequest): Promise<{ merchantRequestId: string; checkoutRequestId: string }> {
      if (req.accountReference.length > STK_LIMITS.accountReference || req.description.length > STK_LIMITS.transactionDesc)
        throw new DarajaError('AccountReference or TransactionDesc is longer than Daraja takes', 0);
      const timestamp = darajaTimestamp();
      const answer = await call('/mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: config.shortcode,
        Password: password(timestamp),
        Timestamp: timestamp,
        // A till takes Buy Goods payments to its own number; a paybill takes them itself.
        TransactionType: config.till ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
        Amount: req.amount,
        PartyA: req.phone,
        PartyB: config.till ?? config.shortcode,
        PhoneNumber: req.phone,
        CallBackURL: req.callbackUrl,
        AccountReference: req.accountReference,
        TransactionDesc: req.description,
      });
      const checkoutRequestId = text(answer.CheckoutRequestID);
      if (text(answer.ResponseCode) !== '0' || !checkoutRequestId) throw new DarajaError(text(answer.ResponseDescription) ?? 'STK push refused', 200);
      return { merchantRequestId: text(answer.MerchantRequestID) ?? '', checkoutRequestId };
    },

    /** Tells Daraja where to send C2B (paybill or till) validations and confirmations for the shortcode. */
    async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }) {
      const answer = await call('/mpesa/c2b/v1/registerurl', {
        ShortCode: config.shortcode,
        ResponseType: 'Completed',
        ConfirmationURL: urls.confirmationUrl,
        ValidationURL: urls.validationUrl,
      });
      const description = text(answer.ResponseDescription) ?? '';
      if (text(answer.ResponseCode) !== '0' && description.toLowerCase() !== 'success')
        throw new DarajaError(description || 'C2B URL registration refused', 200);
    },

    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const timestamp = darajaTimestamp();
      let answer: Body;
      try {
        answer = await call('/mpesa/stkpushquery/v1/query', {
          BusinessShortCode: config.shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          CheckoutRequestID: checkoutRequestId,
        });
      } catch (err) {
        if (isStillProcessing(err)) return { resultCode: null, resultDesc: (err as Error).message, pending: true };
        throw err;
      }
      const code = text(answer.ResultCode);
      if (code === undefined || code === '') throw new DarajaError(text(answer.ResultDesc) ?? 'STK query gave no result', 200);
      // Some results are not numbers (SFC_IC0003, "the operator does not exist"): a failure all the
      // same, of a kind with no sentence of its own (-1); Daraja's words are kept for an admin.
      if (!/^\d+$/.test(code)) return { resultCode: UNNAMED_RESULT, resultDesc: `${code}: ${text(answer.ResultDesc) ?? ''}`.trim(), pending: false };
      return { resultCode: Number(code), resultDesc: text(answer.ResultDesc) ?? '', pending: false };
    },
  };
}

export type DarajaClient = ReturnType<typeof darajaClient>;
