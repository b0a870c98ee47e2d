import path from 'node:path';
import { z } from 'zod';
import { KRA_PIN, TAX_MODELS, type TaxSettings } from '@nafasi/shared/tax';
import { MAX_UNPAID_HOLDS } from '@nafasi/shared/bookings';
import { MPESA_LIMITS, type BankTransferInfo, type MpesaLimits } from '@nafasi/shared/payments';
import type { Rate } from './lib/token-bucket.ts';
import type { S3Config } from './lib/storage.ts';
import { darajaUrlProblem } from './modules/payments/daraja.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once (README lists them). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  // An empty value means unset (PGlite), as in `DATABASE_URL= npm start`.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  // Connections an instance opens to PostgreSQL (ignored by PGlite): more only queue more statements on the database's cores.
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .int('DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .min(1, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .max(100, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .default(10),
  DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json (one object a line, for a log collector) or pretty (readable); unset: pretty in a terminal outside production. */
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['json', 'pretty']).optional()),
  SEED: bool.default(true),
  WEB_DIST: z.string().optional(),
  // Public pages rendered by the server (true) or only by the browser (false: a fallback, and the bench's "before").
  WEB_SSR: bool.default(true),
  // The proxies in front: a hop count (1 behind one balancer) or their addresses/CIDRs. Never
  // `true`: that trusts whatever X-Forwarded-For a client writes, and every per-address limit with it.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => v.trim())
    .refine(
      (v) => v !== 'true',
      'TRUST_PROXY=true would trust any X-Forwarded-For a client writes; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
    )
    .refine(
      (v) => v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a.trim())),
      'TRUST_PROXY must be false, a number of proxies, or a comma-separated list of addresses or CIDRs',
    )
    .transform((v): false | number | string[] => (v === 'false' || v === '0' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim()))),
  // Hosts' other calendars (iCal links) are never fetched from private addresses, unless this is true (tests serve them locally).
  CALENDAR_IMPORT_ALLOW_ADDRESSES: z.string().default(''),
  // The map's tiles: an XYZ URL template ({z}/{x}/{y}); empty draws maps without tiles (tests, offline work).
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => v === '' || (/^https?:\/\/[^/]+\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
      'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, or empty',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  // How long a catalogue search is answered from memory (0: never); a change of what it shows forgets it sooner.
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  // The most bookings the admin's bookings table holds in memory (0: never; the database answers it).
  ADMIN_BOOKINGS_IN_MEMORY: z.coerce
    .number({ error: 'ADMIN_BOOKINGS_IN_MEMORY must be a whole number, 0 or more' })
    .int('ADMIN_BOOKINGS_IN_MEMORY must be a whole number, 0 or more')
    .min(0, 'ADMIN_BOOKINGS_IN_MEMORY must be a whole number, 0 or more')
    .default(2_000_000),
  // The most people the admin's users table holds in memory (0: never; the database answers it).
  ADMIN_USERS_IN_MEMORY: z.coerce
    .number({ error: 'ADMIN_USERS_IN_MEMORY must be a whole number, 0 or more' })
    .int('ADMIN_USERS_IN_MEMORY must be a whole number, 0 or more')
    .min(0, 'ADMIN_USERS_IN_MEMORY must be a whole number, 0 or more')
    .default(2_000_000),
  // The admin's bookings and users tables are read into memory at the first page an admin asks of an
  // instance, and forgotten after so many minutes with none asked (0: kept once read).
  ADMIN_TABLES_IDLE_MINUTES: z.coerce
    .number({ error: 'ADMIN_TABLES_IDLE_MINUTES must be a whole number of minutes, 0 or more' })
    .int('ADMIN_TABLES_IDLE_MINUTES must be a whole number of minutes, 0 or more')
    .min(0, 'ADMIN_TABLES_IDLE_MINUTES must be a whole number of minutes, 0 or more')
    .default(30),
  // Catalogue searches one network address may send to the database (answers kept in memory are free):
  // 'burst/perSecond', or 0 for no limit. Loopback (this machine: the server's own page renders) is not counted.
  SEARCH_BUDGET_PER_ADDRESS: z
    .string()
    .regex(/^(0|[1-9]\d{0,5}\/[1-9]\d{0,4})$/, "SEARCH_BUDGET_PER_ADDRESS must be 'burst/perSecond' (e.g. 200/20) or 0")
    .default('200/20'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(5).max(86_400).default(3600),
  REFRESH_REUSE_INTERVAL_S: z.coerce.number().int().min(0).max(300).default(10),
  SESSION_IDLE_DAYS: z.coerce.number().min(0.001).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().min(0.001).max(3650).default(90),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Where `npm run backup` writes; default DATA_DIR/backups. */
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** The bearer token a Prometheus scraper presents at /metrics; without it there is no /metrics. */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(24, 'METRICS_TOKEN must be at least 24 characters (a scraper secret, not a word)').optional(),
  ),
  // Issue 18: photos in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is set.
  S3_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ error: 'S3_ENDPOINT must be a URL, like https://<account>.r2.cloudflarestorage.com' }).optional(),
  ),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ error: 'S3_PUBLIC_URL must be a URL (the bucket’s public address or its CDN)' }).optional(),
  ),
  MAIL_FROM: z.string().default('Nafasi <no-reply@nafasi.co.ke>'),
  // DKIM: mails signed for this domain with this selector's private key (PEM file); the public key
  // is published at <selector>._domainkey.<domain> (docs/OPERATIONS.md, "Mail that arrives").
  DKIM_DOMAIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'DKIM_DOMAIN must be a domain name')
      .optional(),
  ),
  DKIM_SELECTOR: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9._-]+$/i, 'DKIM_SELECTOR must be a DNS label')
      .optional(),
  ),
  DKIM_PRIVATE_KEY_PATH: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** §9: where guests send their M-Pesa confirmation by WhatsApp. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^[0-9 +]{6,20}$/, 'WHATSAPP_NUMBER must be a phone number')
    .default('0712 345 678'),
  // Tax (docs/TAX.md): who sells the hours, and the rates. A Kenyan tax adviser confirms them before going live.
  TAX_MODEL: z.enum(TAX_MODELS).default('marketplace'),
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(50).default(16),
  FLAT_TAX_PERCENT: z.coerce.number().min(0).max(50).default(10),
  NAFASI_VAT_REGISTERED: bool.default(false),
  // Withholding tax on payments to sellers through a digital marketplace (docs/TAX.md); 0 turns it off.
  PAYOUT_WITHHOLDING_PERCENT: z.coerce.number().min(0).max(50).default(5),
  NAFASI_KRA_PIN: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string().regex(KRA_PIN, 'NAFASI_KRA_PIN must be a KRA PIN: a letter, nine digits and a letter').optional(),
  ),
  // KRA eTIMS (docs/TAX.md "eTIMS"): the local stand-in by default; sandbox or production with KRA's credentials; off for none.
  ETIMS_ENV: z.enum(['simulator', 'sandbox', 'production', 'off']).default('simulator'),
  ETIMS_CONSUMER_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  ETIMS_CONSUMER_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  ETIMS_BRANCH_ID: z
    .string()
    .regex(/^\d{2}$/, 'ETIMS_BRANCH_ID must be two digits (KRA branch 00 is the head office)')
    .default('00'),
  ETIMS_DEVICE_SERIAL: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()),
  // A communication key from an initialisation made elsewhere (KRA initialises a device once).
  ETIMS_CMC_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(255).optional()),
  // The control unit's id that initialisation gave with that key (printed in each CU invoice number).
  ETIMS_SDC_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(40).optional()),
  // Production refuses to start on the eTIMS stand-in (its invoices carry signatures KRA never gave) unless this is true.
  ETIMS_ALLOW_SIMULATOR: bool.default(false),
  BOOKING_HOLD_HOURS: z.coerce
    .number()
    .min(0.05)
    .max(24 * 14)
    .default(24),
  // M-Pesa (Daraja): the local simulator by default; sandbox or production with real credentials.
  MPESA_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  MPESA_CONSUMER_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  MPESA_CONSUMER_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'MPESA_SHORTCODE must be a paybill number (or, with MPESA_TILL, the store number)')
    .default('174379'),
  MPESA_TILL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{5,8}$/, 'MPESA_TILL must be a Buy Goods till number')
      .optional(),
  ),
  MPESA_PASSKEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  // B2C (refunds sent back by themselves): the initiator Safaricom set up, and its certificate.
  MPESA_INITIATOR_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()),
  MPESA_INITIATOR_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional()),
  MPESA_CERTIFICATE_PATH: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  // Nafasi's bank account, for bank transfers and Pesalink (docs/PAYMENTS.md "Bank transfers"); unset: not offered
  // (with the M-Pesa simulator, the sample account below is shown, as the rest of the demonstration's money is).
  BANK_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(80).optional()),
  BANK_ACCOUNT_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(80).optional()),
  BANK_ACCOUNT_NUMBER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[0-9A-Z-]{6,34}$/, 'BANK_ACCOUNT_NUMBER must be an account number')
      .optional(),
  ),
  BANK_BRANCH: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(80).optional()),
  // A folder a bank (or its SFTP drop) writes statements to: the import job loads each new file once.
  BANK_STATEMENTS_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  // Safaricom's limits for one M-Pesa payment and one customer's day (docs/PAYMENTS.md "Paying in parts").
  MPESA_MAX_PER_PUSH_KES: z.coerce.number().int().min(10).max(250_000).default(MPESA_LIMITS.perPush),
  MPESA_MAX_PER_PAYER_DAY_KES: z.coerce.number().int().min(10).max(1_000_000).default(MPESA_LIMITS.perPayerDay),
  MPESA_PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /** Hours after a booking ends before its host is paid. */
  PAYOUT_DELAY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  MPESA_CALLBACK_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  // Who may post Daraja's callbacks: empty for anyone (the secret path guards them), `safaricom` for
  // Safaricom's published addresses (SAFARICOM_CALLBACK_ADDRESSES), or addresses and CIDRs (with `safaricom` among them to add to it).
  MPESA_CALLBACK_SOURCES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((a) => a === 'safaricom' || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a)),
      'MPESA_CALLBACK_SOURCES must be empty, safaricom, or a comma-separated list of addresses or CIDRs',
    ),
  // Production refuses to start on the M-Pesa simulator (its test number confirms any booking with no money moving) unless this is true.
  MPESA_ALLOW_SIMULATOR: bool.default(false),
  NODE_ENV: z.string().default('development'),
  BOOKING_MAX_HOLDS: z.coerce.number().int().min(1).max(1_000_000).default(MAX_UNPAID_HOLDS),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** A reload or a dropped connection shorter than this is not announced in the room's chat. */
  ROOM_LEAVE_GRACE_S: z.coerce.number().min(0).max(600).default(20),
  /** Someone whose server has not vouched for them this long is gone from a room (a server that died). */
  PRESENCE_TIMEOUT_S: z.coerce.number().min(2).max(3600).default(90),
  /** Open WebSockets one network address may hold on one server (people behind one carrier address share it). */
  WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  // Comma-separated stun:/turn: URLs for video calls; empty means direct connections only (one network).
  ICE_SERVERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(stun|turns?):/, 'ICE_SERVERS must be stun: or turn: URLs'))),
});

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `${dataDir}/db` is used. */
  databaseUrl: string | undefined;
  /** Connections an instance opens to PostgreSQL. */
  databasePoolSize: number;
  dataDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  seed: boolean;
  /** The built web app served beside the API; null serves the API alone. */
  webDist: string | null;
  webSsr: boolean;
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses; false for none. */
  trustProxy: false | number | string[];
  /** The map's tile URL template (null: no tiles) and the credit shown on the map. */
  map: { tileUrl: string | null; attribution: string };
  /** How long a catalogue search is answered from memory (0: never). */
  searchCacheMs: number;
  /** The most bookings the admin's bookings table holds in memory (0: never). */
  adminBookingsInMemory: number;
  /** ADMIN_USERS_IN_MEMORY: the most people the admin's users table holds in memory (0: never). */
  adminUsersInMemory: number;
  /** ADMIN_TABLES_IDLE_MINUTES, in ms: the admin's tables in memory are forgotten after so long with no page asked (0: never). */
  adminTablesIdleMs: number;
  /** Catalogue searches that reach the database, per network address (null: unlimited). */
  searchBudgetPerAddress: Rate | null;
  shutdownGraceMs: number;
  /** On SIGTERM, how long readiness fails while requests are still served, before closing. */
  shutdownDrainMs: number;
  /** Where people reach the product: links in e-mails and the Google redirect. */
  publicUrl: string;
  /** Addresses hosts' calendar links may reach although they are not public (tests serve calendars from loopback). */
  calendarImportAllowAddresses: string[];
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** Two tabs refreshing at once may both present one refresh token within this many seconds. */
  refreshReuseIntervalSeconds: number;
  /** A session unused this long ends; any session ends this long after sign-in. */
  sessionIdleDays: number;
  sessionMaxDays: number;
  smtpUrl: string | undefined;
  /** Where `npm run backup` writes (issue 34). */
  backupDir: string;
  /** GET /metrics for a scraper holding this token (issue 34); undefined: no /metrics. */
  metricsToken: string | undefined;
  mailFrom: string;
  /** DKIM signing of every mail sent (null: unsigned; the SMTP relay may sign instead). */
  dkim: { domainName: string; keySelector: string; privateKeyPath: string } | null;
  /** Photos in an S3-compatible bucket (null: on disk under DATA_DIR/uploads). */
  s3: S3Config | null;
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  /** How long an unpaid pending booking holds its slot. */
  bookingHoldHours: number;
  /** Unpaid bookings one account may hold at once. */
  bookingMaxHolds: number;
  /** Nafasi's fee on each paid booking before tax, in percent (hosts' earnings). */
  platformFeePercent: number;
  /** Who sells the hours and the rates (docs/TAX.md); a booking keeps the terms it was made with. */
  tax: TaxSettings;
  /** Hours after a booking ends before its host is paid by M-Pesa. */
  payoutDelayHours: number;
  /** Withholding tax deducted from hosts' payouts, in percent of their bookings' amounts before VAT (0: none). */
  payoutWithholdingPercent: number;
  /** KRA eTIMS: where (the stand-in, sandbox, production; null: off), the credentials, the branch and device. */
  etims: {
    env: 'simulator' | 'sandbox' | 'production';
    consumerKey: string;
    consumerSecret: string;
    /** Nafasi's KRA PIN: the seller on every document. */
    tin: string;
    bhfId: string;
    deviceSerial: string;
    /** A key and control unit id from an initialisation made elsewhere; null: the device is initialised on first use. */
    cmcKey: string | null;
    sdcId: string | null;
  } | null;
  /** Daraja: where (simulator, sandbox, production), with what credentials, and where it calls back. */
  /** Nafasi's bank account (null: bank transfers are not offered) and the folder statements arrive in. */
  bank: { account: BankTransferInfo; statementsDir: string | null };
  mpesa: {
    env: 'simulator' | 'sandbox' | 'production';
    consumerKey: string;
    consumerSecret: string;
    /** The paybill number, or with a till the store number (Daraja's BusinessShortCode). */
    shortcode: string;
    /** A Buy Goods till that takes the payments; null: the paybill does. */
    till: string | null;
    passkey: string;
    /** Where Daraja calls back (public https without the words it refuses, checked at start outside the simulator). */
    callbackBaseUrl: string;
    /** Addresses and CIDRs Daraja's callbacks may come from (an empty list: any; the secret path guards them). */
    callbackSources: string[];
    /** What one payment and one payer's day may move, in shillings (above it, a booking is paid in parts). */
    limits: MpesaLimits;
    /**
     * The B2C initiator, when refunds go back by themselves: its name, password, and the path of the
     * environment's certificate (null: the simulator's own). Null: refunds are sent by an admin.
     */
    initiator: { name: string; password: string; certificatePath: string | null } | null;
  };
  /** §9: where guests send the M-Pesa confirmation by WhatsApp. */
  whatsappNumber: string;
  /** STUN/TURN servers handed to browsers for video calls. */
  iceServers: string[];
  /** Seconds someone may be gone from a room before the chat says they left. */
  roomLeaveGraceSeconds: number;
  /** Seconds after which a room participant nobody vouches for is offline. */
  presenceTimeoutSeconds: number;
  wsMaxPerAddress: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function s3Config(e: z.infer<typeof EnvSchema>): S3Config | null {
  if (!e.S3_BUCKET) return null;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

/** Nafasi's PIN on the eTIMS stand-in when NAFASI_KRA_PIN is not set (a made-up PIN of the right form). */
export const SAMPLE_NAFASI_PIN = 'P051000001N';
/** The stand-in's device serial and credentials. */
const ETIMS_SIMULATOR = { consumerKey: 'etims-simulator-key', consumerSecret: 'etims-simulator-secret', deviceSerial: 'nafasi-oscu-1' };

/**
 * eTIMS: the stand-in needs nothing; KRA's sandbox and production need the gateway's credentials,
 * Nafasi's PIN and the device KRA registered for it.
 */
function etimsConfig(e: z.infer<typeof EnvSchema>, publicUrl: string): Config['etims'] {
  if (e.ETIMS_ENV === 'off') return null;
  if (Boolean(e.ETIMS_CMC_KEY) !== Boolean(e.ETIMS_SDC_ID))
    throw new Error('Invalid environment:\n  ETIMS_CMC_KEY and ETIMS_SDC_ID go together: the key and the control unit id of one initialisation');
  const common = { bhfId: e.ETIMS_BRANCH_ID, cmcKey: e.ETIMS_CMC_KEY ?? null, sdcId: e.ETIMS_SDC_ID ?? null };
  // A public deployment on the stand-in would hand customers invoices KRA never signed.
  if (e.ETIMS_ENV === 'simulator' && e.NODE_ENV === 'production' && !e.ETIMS_ALLOW_SIMULATOR && !isLocalAddress(publicUrl))
    throw new Error(
      `Invalid environment:\n  ETIMS_ENV is simulator (the default) in production at ${publicUrl}: set ETIMS_ENV=sandbox or production with KRA's credentials (docs/TAX.md "eTIMS"), ETIMS_ENV=off, or ETIMS_ALLOW_SIMULATOR=true for a public demonstration`,
    );
  if (e.ETIMS_ENV === 'simulator')
    return {
      env: 'simulator',
      ...ETIMS_SIMULATOR,
      tin: e.NAFASI_KRA_PIN ?? SAMPLE_NAFASI_PIN,
      ...common,
      deviceSerial: e.ETIMS_DEVICE_SERIAL ?? ETIMS_SIMULATOR.deviceSerial,
    };
  if (!e.ETIMS_CONSUMER_KEY || !e.ETIMS_CONSUMER_SECRET || !e.NAFASI_KRA_PIN || !e.ETIMS_DEVICE_SERIAL)
    throw new Error(
      `Invalid environment:\n  ETIMS_ENV=${e.ETIMS_ENV} needs ETIMS_CONSUMER_KEY, ETIMS_CONSUMER_SECRET, NAFASI_KRA_PIN and ETIMS_DEVICE_SERIAL (docs/TAX.md "eTIMS")`,
    );
  return {
    env: e.ETIMS_ENV,
    consumerKey: e.ETIMS_CONSUMER_KEY,
    consumerSecret: e.ETIMS_CONSUMER_SECRET,
    tin: e.NAFASI_KRA_PIN,
    deviceSerial: e.ETIMS_DEVICE_SERIAL,
    ...common,
  };
}

/** The tax settings; Nafasi VAT-registered names its PIN (its VAT invoices carry it). */
/** Nafasi's bank account as guests read it: the configured one, the sample one with the M-Pesa simulator, or none. */
function bankConfig(e: z.infer<typeof EnvSchema>): Config['bank'] {
  const statementsDir = e.BANK_STATEMENTS_DIR ? path.resolve(e.BANK_STATEMENTS_DIR) : null;
  if (e.BANK_ACCOUNT_NUMBER) {
    if (!e.BANK_NAME || !e.BANK_ACCOUNT_NAME)
      throw new Error('Invalid environment:\n  BANK_ACCOUNT_NUMBER needs BANK_NAME and BANK_ACCOUNT_NAME (what a payer types in their bank)');
    return {
      account: { bank: e.BANK_NAME, accountName: e.BANK_ACCOUNT_NAME, accountNumber: e.BANK_ACCOUNT_NUMBER, branch: e.BANK_BRANCH ?? null },
      statementsDir,
    };
  }
  if (e.MPESA_ENV === 'simulator') return { account: { ...SAMPLE_BANK_ACCOUNT }, statementsDir };
  return { account: null, statementsDir };
}

/** The demonstration's bank account (with the M-Pesa simulator): the account the sample statements are of. */
export const SAMPLE_BANK_ACCOUNT = { bank: 'Demo Bank Kenya', accountName: 'NAFASI SPACES LIMITED', accountNumber: '0100012345678', branch: 'Upper Hill' };

function taxConfig(e: z.infer<typeof EnvSchema>): TaxSettings {
  if (e.NAFASI_VAT_REGISTERED && !e.NAFASI_KRA_PIN)
    throw new Error('Invalid environment:\n  NAFASI_VAT_REGISTERED=true needs NAFASI_KRA_PIN: a VAT invoice names its seller (docs/TAX.md)');
  return {
    model: e.TAX_MODEL,
    vatRatePercent: e.VAT_RATE_PERCENT,
    flatTaxPercent: e.FLAT_TAX_PERCENT,
    nafasiVatRegistered: e.NAFASI_VAT_REGISTERED,
    // The stand-in's sample PIN when none is set: the sample invoices name a seller as real ones do.
    nafasiPin: e.NAFASI_KRA_PIN ?? (e.ETIMS_ENV === 'simulator' ? SAMPLE_NAFASI_PIN : null),
    feePercent: e.MPESA_PLATFORM_FEE_PERCENT,
  };
}

/**
 * The simulator has made-up credentials; sandbox and production need the real ones, and a callback
 * address Daraja takes: public https without the words it refuses (checked here, at start, so going
 * live does not fail on the first payment).
 */
function mpesaConfig(e: z.infer<typeof EnvSchema>, publicUrl: string): Config['mpesa'] {
  const common = {
    shortcode: e.MPESA_SHORTCODE,
    till: e.MPESA_TILL ?? null,
    callbackBaseUrl: (e.MPESA_CALLBACK_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    callbackSources: e.MPESA_CALLBACK_SOURCES.flatMap((a) => (a === 'safaricom' ? [...SAFARICOM_CALLBACK_ADDRESSES] : [a])),
    limits: { perPush: e.MPESA_MAX_PER_PUSH_KES, perPayerDay: Math.max(e.MPESA_MAX_PER_PAYER_DAY_KES, e.MPESA_MAX_PER_PUSH_KES) },
  };
  if (e.MPESA_ENV === 'simulator') {
    // A public deployment on the simulator takes bookings its test number "pays" with no money moving.
    if (e.NODE_ENV === 'production' && !e.MPESA_ALLOW_SIMULATOR && !isLocalAddress(publicUrl))
      throw new Error(
        `Invalid environment:\n  MPESA_ENV is simulator (the default) in production at ${publicUrl}: set MPESA_ENV=sandbox or production with Daraja's credentials (docs/OPERATIONS.md), or MPESA_ALLOW_SIMULATOR=true for a public demonstration`,
      );
    const initiator = { name: 'nafasi-simulator', password: 'simulator-initiator-password', certificatePath: null };
    return { env: 'simulator', consumerKey: 'simulator-key', consumerSecret: 'simulator-secret', passkey: 'simulator-passkey', initiator, ...common };
  }
  const b2c = [e.MPESA_INITIATOR_NAME, e.MPESA_INITIATOR_PASSWORD, e.MPESA_CERTIFICATE_PATH];
  if (b2c.some(Boolean) && !b2c.every(Boolean))
    throw new Error('Invalid environment:\n  MPESA_INITIATOR_NAME, MPESA_INITIATOR_PASSWORD and MPESA_CERTIFICATE_PATH go together (B2C refunds)');
  const initiator =
    e.MPESA_INITIATOR_NAME && e.MPESA_INITIATOR_PASSWORD && e.MPESA_CERTIFICATE_PATH
      ? { name: e.MPESA_INITIATOR_NAME, password: e.MPESA_INITIATOR_PASSWORD, certificatePath: e.MPESA_CERTIFICATE_PATH }
      : null;
  if (!e.MPESA_CONSUMER_KEY || !e.MPESA_CONSUMER_SECRET || !e.MPESA_PASSKEY) {
    throw new Error(`Invalid environment:\n  MPESA_ENV=${e.MPESA_ENV} needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET and MPESA_PASSKEY`);
  }
  const problem = darajaUrlProblem(common.callbackBaseUrl);
  if (problem) {
    const name = e.MPESA_CALLBACK_BASE_URL ? 'MPESA_CALLBACK_BASE_URL' : 'PUBLIC_URL (or MPESA_CALLBACK_BASE_URL)';
    throw new Error(`Invalid environment:\n  ${name}: ${common.callbackBaseUrl} ${problem}; Daraja would refuse every payment. Give an address it takes.`);
  }
  return { env: e.MPESA_ENV, consumerKey: e.MPESA_CONSUMER_KEY, consumerSecret: e.MPESA_CONSUMER_SECRET, passkey: e.MPESA_PASSKEY, initiator, ...common };
}

/**
 * The addresses Safaricom's Daraja calls back from, as Safaricom publishes them for allow-lists
 * (Daraja's go-live guidance, "IP whitelisting"; the same list in Safaricom's integration notes).
 * Check it against the current list before going live: Safaricom changes it rarely and says so.
 */
export const SAFARICOM_CALLBACK_ADDRESSES = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
] as const;

/** Whether an address is this machine or a private network's (a laptop, a test), not a public site. */
function isLocalAddress(url: string) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    host === '::1' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}

function dkimConfig(e: z.infer<typeof EnvSchema>): Config['dkim'] {
  const set = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY_PATH];
  if (!set.some(Boolean)) return null;
  if (!e.DKIM_DOMAIN || !e.DKIM_SELECTOR || !e.DKIM_PRIVATE_KEY_PATH)
    throw new Error('Invalid environment:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_PATH go together (DKIM signing)');
  return { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKeyPath: e.DKIM_PRIVATE_KEY_PATH };
}

const DARAJA_URLS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;
export const darajaBaseUrl = (env: 'sandbox' | 'production') => DARAJA_URLS[env];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  // Relative to where the command was typed (npm runs scripts inside the workspace); default ./data at the repo root.
  const dataDir = e.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) : path.join(repoRoot, 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    seed: e.SEED,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    webSsr: e.WEB_SSR,
    trustProxy: e.TRUST_PROXY,
    searchCacheMs: e.SEARCH_CACHE_MS,
    adminBookingsInMemory: e.ADMIN_BOOKINGS_IN_MEMORY,
    adminUsersInMemory: e.ADMIN_USERS_IN_MEMORY,
    adminTablesIdleMs: e.ADMIN_TABLES_IDLE_MINUTES * 60_000,
    searchBudgetPerAddress: rateOf(e.SEARCH_BUDGET_PER_ADDRESS),
    map: { tileUrl: e.MAP_TILE_URL || null, attribution: e.MAP_TILE_ATTRIBUTION },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    publicUrl,
    calendarImportAllowAddresses: e.CALENDAR_IMPORT_ALLOW_ADDRESSES.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_S,
    refreshReuseIntervalSeconds: e.REFRESH_REUSE_INTERVAL_S,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN,
    backupDir: e.BACKUP_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    mailFrom: e.MAIL_FROM,
    dkim: dkimConfig(e),
    s3: s3Config(e),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : null,
    bookingHoldHours: e.BOOKING_HOLD_HOURS,
    bank: bankConfig(e),
    bookingMaxHolds: e.BOOKING_MAX_HOLDS,
    platformFeePercent: e.MPESA_PLATFORM_FEE_PERCENT,
    tax: taxConfig(e),
    etims: etimsConfig(e, publicUrl),
    payoutDelayHours: e.PAYOUT_DELAY_HOURS,
    payoutWithholdingPercent: e.PAYOUT_WITHHOLDING_PERCENT,
    mpesa: mpesaConfig(e, publicUrl),
    whatsappNumber: e.WHATSAPP_NUMBER,
    iceServers: e.ICE_SERVERS,
    roomLeaveGraceSeconds: e.ROOM_LEAVE_GRACE_S,
    presenceTimeoutSeconds: e.PRESENCE_TIMEOUT_S,
    wsMaxPerAddress: e.WS_MAX_PER_ADDRESS,
  };
}

/** 'burst/perSecond' as a token bucket's rate; '0' is no limit. */
function rateOf(text: string): Rate | null {
  const [burst, perSecond] = text.split('/').map(Number);
  return burst && perSecond ? { burst, perSecond } : null;
}
