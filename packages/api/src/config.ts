import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultConfirmationsPerDay } from './outbox/kinds.js';

/** The built site, next to this package in the workspace (the same depth from src/ and dist/). */
const defaultSiteDir = fileURLToPath(new URL('../../../site/dist', import.meta.url));

/** Where the foundation's own copy of every submission goes when FOUNDATION_EMAIL is not set. */
export const defaultFoundationEmail = 'info@inclusion-foundation.example';

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankAsAbsent, z.string().trim().optional());
const port = (fallback: number) =>
  z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(65_535).default(fallback));

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
  FOUNDATION_EMAIL: z.preprocess(blankAsAbsent, z.email().default(defaultFoundationEmail)),
  MAIL_FROM: optionalText,
  TRUST_PROXY: z.preprocess(blankAsAbsent, z.enum(['true', 'false', '1', '0']).default('false')),
  MAIL_CONFIRMATIONS_PER_DAY: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).default(defaultConfirmationsPerDay),
  ),
  MAIL_CLAIM_SECONDS: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).default(120)),
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
  foundationEmail: string;
  /** The From of every mail; FOUNDATION_EMAIL when absent. */
  mailFrom: string;
  /** Behind a reverse proxy: trust X-Forwarded-* for the client address and the protocol (HSTS). */
  trustProxy: boolean;
  /** Confirmations (mails to unproven addresses) one address may get a day, UTC, across all servers. */
  mailConfirmationsPerDay: number;
  /** How long a claimed mail stays reserved for its server; after that another server may send it. */
  mailClaimSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
    foundationEmail: e.FOUNDATION_EMAIL.toLowerCase(),
    mailFrom: e.MAIL_FROM ?? e.FOUNDATION_EMAIL.toLowerCase(),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    mailConfirmationsPerDay: e.MAIL_CONFIRMATIONS_PER_DAY,
    mailClaimSeconds: e.MAIL_CLAIM_SECONDS,
  };
}
