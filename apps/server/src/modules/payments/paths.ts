/**
 * Where Daraja calls the product: none of these paths holds a word Daraja refuses in the URLs it
 * calls (DARAJA_FORBIDDEN_URL_WORDS: no "mpesa", "query"...), and the secrets and tokens in them are
 * hex, so no random run of letters spells one either. The API's own paths for the web (/payments/…)
 * are not given to Daraja and keep their names.
 */
export const DARAJA_HOOKS = {
  /** One STK push's result, at its own unguessable token. */
  stkResult: (token: string) => `/api/hooks/stk/${token}`,
  /** C2B (paybill or till), under a secret registered with Daraja once per shortcode. */
  c2bValidation: (secret: string) => `/api/hooks/c2b/${secret}/validation`,
  c2bConfirmation: (secret: string) => `/api/hooks/c2b/${secret}/confirmation`,
  /** B2C results and time-outs, and Transaction Status answers, under a secret of their own. */
  b2cResult: (secret: string) => `/api/hooks/b2c/${secret}/result`,
  b2cTimeout: (secret: string) => `/api/hooks/b2c/${secret}/timeout`,
  /**
   * B2B and Reversal results and time-outs: Daraja names those requests itself, so each attempt's
   * own id is in its path, and a result finds its payout even when Daraja's answer to the request
   * was lost.
   */
  attemptResult: (secret: string, attempt: string) => `/api/hooks/out/${secret}/${attempt}/result`,
  attemptTimeout: (secret: string, attempt: string) => `/api/hooks/out/${secret}/${attempt}/timeout`,
  statusResult: (secret: string) => `/api/hooks/status/${secret}/result`,
  statusTimeout: (secret: string) => `/api/hooks/status/${secret}/timeout`,
} as const;

/** A token or secret for a Daraja path: 32 hex characters (no letters beyond a–f, so no refused word). */
export const HOOK_TOKEN = /^[0-9a-f]{32}$/;
/** A payout attempt's id (payouts.originator_id): the payout's uuid and the attempt's number, hex and digits only. */
export const PAYOUT_ATTEMPT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,3}$/;
