/**
 * Safaricom Daraja's Lipa na M-Pesa Online (STK push) API, by its published contract: an OAuth token
 * by client credentials (kept until shortly before it expires), the STK push request and the STK
 * push query. The base URL names sandbox, production or the local simulator; this code does not
 * know which.
 */
export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

export interface StkPushRequest {
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
}

/** Daraja's answer to a query: ResultCode "0" is paid; anything else is a failure with its code. */
export interface StkQueryResult {
  resultCode: number | null;
  resultDesc: string;
  /** The request is still being processed (the customer has not answered yet). */
  pending: boolean;
}

export class DarajaError extends Error {}

/** Daraja's timestamp, YYYYMMDDHHmmss in Nairobi time. */
export function darajaTimestamp(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function darajaClient(config: DarajaConfig, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    fetching ??= (async () => {
      const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
      const res = await fetchImpl(`${config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, { headers: { authorization: `Basic ${basic}` } });
      if (!res.ok) throw new DarajaError(`Daraja refused the credentials (${res.status})`);
      const body = (await res.json()) as { access_token: string; expires_in: string | number };
      // A minute's margin, so a token never expires between here and Daraja.
      token = { value: body.access_token, expiresAt: Date.now() + (Number(body.expires_in) - 60) * 1000 };
      return token.value;
    })().finally(() => (fetching = null));
    return fetching;
  }

  async function call<T>(path: string, body: object): Promise<T> {
    const res = await fetchImpl(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { errorMessage?: string };
    if (!res.ok && !('ResultCode' in (json as object))) throw new DarajaError(json.errorMessage ?? `Daraja answered ${res.status}`);
    return json;
  }

  const password = (timestamp: string) => Buffer.from(`${config.shortcode}${config.passkey}${timestamp}`).toString('base64');

  return {
    async stkPush(req: StkPushRequest): Promise<{ merchantRequestId: string; checkoutRequestId: string }> {
      const timestamp = darajaTimestamp();
      const answer = await call<{ ResponseCode?: string; MerchantRequestID?: string; CheckoutRequestID?: string; ResponseDescription?: string }>(
        '/mpesa/stkpush/v1/processrequest',
        {
          BusinessShortCode: config.shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          TransactionType: 'CustomerPayBillOnline',
          Amount: req.amount,
          PartyA: req.phone,
          PartyB: config.shortcode,
          PhoneNumber: req.phone,
          CallBackURL: req.callbackUrl,
          AccountReference: req.accountReference.slice(0, 12),
          TransactionDesc: req.description.slice(0, 13),
        },
      );
      if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) throw new DarajaError(answer.ResponseDescription ?? 'STK push refused');
      return { merchantRequestId: answer.MerchantRequestID ?? '', checkoutRequestId: answer.CheckoutRequestID };
    },

    /** Tells Daraja where to send C2B (paybill) validations and confirmations for the shortcode. */
    async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }) {
      const answer = await call<{ ResponseCode?: string; ResponseDescription?: string }>('/mpesa/c2b/v1/registerurl', {
        ShortCode: config.shortcode,
        ResponseType: 'Completed',
        ConfirmationURL: urls.confirmationUrl,
        ValidationURL: urls.validationUrl,
      });
      if (answer.ResponseCode !== '0' && answer.ResponseDescription?.toLowerCase() !== 'success')
        throw new DarajaError(answer.ResponseDescription ?? 'C2B URL registration refused');
    },

    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const timestamp = darajaTimestamp();
      const answer = await call<{ ResultCode?: string; ResultDesc?: string; errorCode?: string; errorMessage?: string }>('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: config.shortcode,
        Password: password(timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      // Daraja answers "still processing" as an error with this code.
      if (answer.errorCode === '500.001.1001') return { resultCode: null, resultDesc: answer.errorMessage ?? 'processing', pending: true };
      if (answer.ResultCode === undefined) throw new DarajaError(answer.errorMessage ?? 'STK query failed');
      return { resultCode: Number(answer.ResultCode), resultDesc: answer.ResultDesc ?? '', pending: false };
    },
  };
}

export type DarajaClient = ReturnType<typeof darajaClient>;
