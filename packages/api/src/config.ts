import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isCommonPassword } from './auth/common-passwords.js';
import { defaultConfirmationsPerDay } from './outbox/mail-kinds.js';

/** The built site, next to this package in the workspace (the same depth from src/ and dist/). */
const defaultSiteDir = fileURLToPath(new URL('../../../site/dist', import.meta.url));

/** Where the foundation's own copy of every submission goes when FOUNDATION_EMAIL is not set. */
export const defaultFoundationEmail = 'info@inclusion-foundation.example';

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankAsAbsent, z.string().trim().optional());
const port = (fallback: number) =>
  z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(65_535).default(fallback));

/** The server's environment, not a request: no client sends it, so it is not in the contract. */
const envSchema = z.object({
  PORT: port(3000),
  HOST: z.preprocess(blankAsAbsent, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankAsAbsent, z.string().default('./data')),
  DATABASE_URL: optionalText,
  ADMIN_EMAIL: z.preprocess(blankAsAbsent, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(blankAsAbsent, z.string().min(8).optional()),
  RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).default(20)),
  SMTP_URL: optionalText,
  PUBLIC_URL: z.preprocess(blankAsAbsent, z.url().optional()),
  SITE_DIR: optionalText,
  SITE_SERVER_DIR: optionalText,
  FOUNDATION_EMAIL: z.preprocess(blankAsAbsent, z.email().default(defaultFoundationEmail)),
  MAIL_FROM: optionalText,
  TRUST_PROXY: optionalText,
  MAIL_CONFIRMATIONS_PER_DAY: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).default(defaultConfirmationsPerDay),
  ),
  MAIL_CLAIM_SECONDS: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).default(120)),
  STAFF_IDLE_HOURS: z.preprocess(blankAsAbsent, z.coerce.number().positive().max(168).default(8)),
  RETENTION_MONTHS: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(1200).default(24)),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the PGlite folder (`pglite/`), the mail outbox and the lock file. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  rateLimitPerMinute: number;
  smtpUrl: string | undefined;
  /** The address people reach the site at, for links in mails; `http://HOST:PORT` when absent. */
  publicUrl: string;
  /** Absolute. The built site; served only when it exists. */
  siteDir: string;
  /** The site's server bundle (its `entry-server.js`), which renders a page answering a form post. */
  siteServerDir: string;
  foundationEmail: string;
  /** The From of every mail; FOUNDATION_EMAIL when absent. */
  mailFrom: string;
  /**
   * Behind reverse proxies: how many hops (a number), or which addresses and CIDR ranges, may say
   * who the client is (X-Forwarded-For) and how it connected (X-Forwarded-Proto). Fastify's
   * `trustProxy`; never `true`, which would believe the left-most address any client writes.
   */
  trustProxy: TrustProxy;
  /** Confirmations (mails to unproven addresses) one address may get a day, UTC, across all servers. */
  mailConfirmationsPerDay: number;
  /** How long a claimed mail stays reserved for its server; after that another server may send it. */
  mailClaimSeconds: number;
  /** A staff or admin session unused for this long stops working (a working day by default). */
  staffIdleHours: number;
  /**
   * Closed submissions (src/staff/kinds.ts `closed`) unchanged for this many months are deleted, daily
   * (src/retention/); 0 keeps them. Default 24.
   */
  retentionMonths: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** false: no proxy; a number: that many proxies in front; a list: the proxies' addresses or ranges. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted besides addresses and CIDR ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxyHelp =
  'set the number of proxies in front of the server (1 for one reverse proxy) or their addresses ' +
  '(e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated)';

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function of the hop: Fastify (5.12)
 * trusts no hop at all for a plain number (it cannot check the peer), which would put every client
 * of one proxy under one rate limit. `(address, hop) => hop < count` is proxy-addr's hop count: the
 * `count` nearest addresses (the peer first) are proxies, the next one is the client.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a whole number is a hop count; otherwise a
 * comma-separated list of addresses and CIDR ranges. `true` is refused: Fastify would then take
 * the left-most X-Forwarded-For, which the client writes, and rate limits could be dodged.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      `Invalid environment: TRUST_PROXY=true would trust any X-Forwarded-For a client sends; ${trustProxyHelp}`,
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !isAddressOrRange(entry))) {
    throw new ConfigError(`Invalid environment: TRUST_PROXY: ${trustProxyHelp}`);
  }
  return entries;
}

/** Reads the environment once; throws a ConfigError naming every bad variable (never its value). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
  }
  if (e.ADMIN_PASSWORD && isCommonPassword(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment: ADMIN_PASSWORD is a common password; choose another');
  }
  const host = e.HOST;
  const linkHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    port: e.PORT,
    host,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${linkHost}:${e.PORT}`).replace(/\/+$/, ''),
    siteDir: e.SITE_DIR ? resolve(cwd, e.SITE_DIR) : defaultSiteDir,
    siteServerDir: e.SITE_SERVER_DIR
      ? resolve(cwd, e.SITE_SERVER_DIR)
      : join(e.SITE_DIR ? resolve(cwd, e.SITE_DIR) : defaultSiteDir, '..', 'dist-server'),
    foundationEmail: e.FOUNDATION_EMAIL.toLowerCase(),
    mailFrom: e.MAIL_FROM ?? e.FOUNDATION_EMAIL.toLowerCase(),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mailConfirmationsPerDay: e.MAIL_CONFIRMATIONS_PER_DAY,
    mailClaimSeconds: e.MAIL_CLAIM_SECONDS,
    staffIdleHours: e.STAFF_IDLE_HOURS,
    retentionMonths: e.RETENTION_MONTHS,
  };
}
