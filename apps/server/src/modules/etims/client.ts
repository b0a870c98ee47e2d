/**
 * KRA's eTIMS OSCU as the product calls it (docs/TAX.md "eTIMS"): the gateway's OAuth token (Basic
 * consumer key and secret), device initialisation, and sales and credit notes with the headers
 * tin, bhfId and cmcKey. The same code talks to the local stand-in (simulator.ts), KRA's sandbox or
 * production; it cannot tell which.
 */

/** Where KRA serves eTIMS: the gateway's token, the OSCU API, and the verification portal the QR code opens. */
export const ETIMS_HOSTS = {
  sandbox: {
    tokenUrl: 'https://sbx.kra.go.ke/v1/token/generate',
    apiUrl: 'https://etims-api-sbx.kra.go.ke/etims-api',
    portalUrl: 'https://etims-sbx.kra.go.ke',
  },
  production: {
    tokenUrl: 'https://api.kra.go.ke/v1/token/generate',
    apiUrl: 'https://etims-api.kra.go.ke/etims-api',
    portalUrl: 'https://etims.kra.go.ke',
  },
} as const;

export interface EtimsEndpoints {
  tokenUrl: string;
  apiUrl: string;
  portalUrl: string;
}

/** The stand-in serves all three under its own address. */
export const simulatorEndpoints = (url: string): EtimsEndpoints => ({ tokenUrl: `${url}/v1/token/generate`, apiUrl: `${url}/etims-api`, portalUrl: url });

/** KRA's answer to a call: its result code (000: done), message and data. */
export interface EtimsAnswer<T = unknown> {
  resultCd: string;
  resultMsg: string;
  resultDt?: string;
  data: T | null;
}

/** KRA could not be reached or answered with no result (a network error, a timeout, a 5xx): try again later. */
export class EtimsUnreachable extends Error {}

/**
 * The URL the QR code on a signed invoice encodes: KRA's verification page for the seller's PIN,
 * branch and the receipt's signature, side by side (11 + 2 + 16 characters).
 */
export function verificationUrl(portalUrl: string, tin: string, bhfId: string, signature: string) {
  if (!/^[A-Z]\d{9}[A-Z]$/.test(tin) || !/^\d{2}$/.test(bhfId) || !/^[A-Z0-9]{16}$/.test(signature)) return null;
  return `${portalUrl}/common/link/etims/receipt/indexEtimsReceiptData?Data=${tin}${bhfId}${signature}`;
}

export interface InitInfo {
  info: { dvcId: string; sdcId: string; mrcNo: string; cmcKey: string; tin: string; bhfId: string; taxprNm: string };
}
export interface SaleSigned {
  curRcptNo: number | string;
  totRcptNo: number | string;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
}

export function etimsClient(options: EtimsEndpoints & { consumerKey: string; consumerSecret: string; tin: string; bhfId: string; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; expires: number } | null = null;

  async function request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new EtimsUnreachable(`KRA eTIMS could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async function accessToken(fresh = false): Promise<string> {
    if (!fresh && token && token.expires > Date.now()) return token.value;
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const res = await request(`${options.tokenUrl}?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: string | number; errorMessage?: string };
    if (res.status >= 500) throw new EtimsUnreachable(`KRA's gateway answered ${res.status}`);
    if (!res.ok || !body.access_token) throw new Error(`KRA's gateway refused the credentials: ${body.errorMessage ?? res.status}`);
    // A minute early, so a token never expires on its way.
    token = { value: body.access_token, expires: Date.now() + (Number(body.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  /** One call to the OSCU API; a refused token is fetched again once. */
  async function call<T>(endpoint: string, body: object, headers: Record<string, string> = {}, retried = false): Promise<EtimsAnswer<T>> {
    const res = await request(`${options.apiUrl}/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (res.status === 401 && !retried) {
      token = null;
      return call(endpoint, body, headers, true);
    }
    if (res.status >= 500 || res.status === 401 || res.status === 429) throw new EtimsUnreachable(`KRA eTIMS answered ${res.status}`);
    const answer = (await res.json().catch(() => null)) as EtimsAnswer<T> | null;
    if (!answer || typeof answer.resultCd !== 'string') throw new EtimsUnreachable(`KRA eTIMS answered ${res.status} without a result`);
    return answer;
  }

  return {
    /** Initialises the device KRA registered for this PIN and branch: its communication key, once. */
    initialise: (dvcSrlNo: string) => call<InitInfo>('selectInitOsdcInfo', { tin: options.tin, bhfId: options.bhfId, dvcSrlNo }),
    /** A sale or a credit note, to be numbered and signed by the control unit. */
    saveSale: (body: object, cmcKey: string) => call<SaleSigned>('saveTrnsSalesOsdc', body, { tin: options.tin, bhfId: options.bhfId, cmcKey }),
  };
}
export type EtimsClient = ReturnType<typeof etimsClient>;
