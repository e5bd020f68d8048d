import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SUPPORTED_CURRENCIES, isSupportedCurrency } from './lib/exchange-rates.js';
import { isDateLocale } from './lib/readable-dates.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Per hour: mails one person causes, mails from one person to one address, mails to one address. */
export interface MailLimits {
  perSender: number;
  perSenderAndRecipient: number;
  perRecipient: number;
}

const DATABASE_URL_EXAMPLE = 'postgres://user:password@host:5432/database';

/** Only PostgreSQL addresses; the message names the scheme found, never the password. */
const databaseUrlSchema = z
  .string()
  .min(1)
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({
        code: 'custom',
        message: `must be a PostgreSQL address like ${DATABASE_URL_EXAMPLE} (this is not an address at all); leave it unset for the embedded database`,
      });
      return;
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      context.addIssue({
        code: 'custom',
        message: `must be a PostgreSQL address like ${DATABASE_URL_EXAMPLE}, not a ${url.protocol}// address; leave it unset for the embedded database`,
      });
    }
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrlSchema.optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Circle <no-reply@circle.local>'),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  OPENAI_EMBEDDING_MODEL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  REDIS_URL: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  FEEDBACK_PER_HOUR: z.coerce.number().int().positive().default(20),
  MAILS_PER_SENDER_PER_HOUR: z.coerce.number().int().positive().default(20),
  MAILS_PER_SENDER_AND_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(5),
  MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().positive().default(150_000),
  TEXT_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),
  TEXT_EXTRACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  STORAGE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  STORAGE_SWEEP_GRACE_MS: z.coerce
    .number()
    .int()
    .min(60_000, 'STORAGE_SWEEP_GRACE_MS must be at least 60000, so uploads in flight are safe')
    .default(3_600_000),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
  SEARCH_MEANING_BUDGET_MS: z.coerce.number().int().positive().default(300),
  EMBEDDING_DRAIN_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isSupportedCurrency, {
      message: `must be one of ${SUPPORTED_CURRENCIES.join(', ')}`,
    })
    .default('USD'),
  REMINDER_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(3600),
  LOCALE: z
    .string()
    .trim()
    .refine(isDateLocale, { message: 'must be a language tag such as en-US, en-GB or de-DE' })
    .default('en-US'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  redisUrl: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  bodyLimitBytes: number;
  /** Per client address and hour, for register, password-reset and verification-token requests. */
  authRateLimitPerHour: number;
  /** Feedback submissions per client address and hour. */
  feedbackPerHour: number;
  /** Mails people's shares and borrow requests may send others in an hour. */
  mailLimits: MailLimits;
  uploadMaxBytes: number;
  /** Hard limit for one AI analysis; the client waits up to 180 s for the whole upload. */
  analysisTimeoutMs: number;
  /** Largest text document (file or text_content), in bytes of UTF-8. */
  textUploadMaxBytes: number;
  /** Hard limit for reading items out of one text document (in a worker thread). */
  textExtractionTimeoutMs: number;
  /** Removal of blobs without a row and of stale partial writes. */
  storageSweep: { intervalMs: number; graceMs: number };
  redisTimeouts: { connectTimeoutMs: number; commandTimeoutMs: number };
  /** How long a search with no word match may spend finding items by meaning. */
  searchMeaningBudgetMs: number;
  /** How often the embedding backlog is looked at when nothing announces new work. */
  embeddingDrainIntervalMs: number;
  /** ISO 4217 code of the deployment's money; amounts in other currencies are converted. */
  currency: string;
  /** The language tag dates in mails and notifications are written for ("en-GB"). */
  locale: string;
  /** How often the loan check (reminders, overdue notices, expiries) runs. */
  reminderCheckIntervalSeconds: number;
  /** Where the built web app lives; undefined when it is not served (tests). */
  webDistDir: string | undefined;
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint: string | undefined;
      bucket: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };
  };
  ai: {
    provider: 'local' | 'openai';
    openai: {
      baseUrl: string | undefined;
      apiKey: string | undefined;
      model: string | undefined;
      embeddingModel: string | undefined;
    };
  };
}

export class ConfigError extends Error {}

/** Reads the JWT secret from DATA_DIR, creating it once so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The only place that reads process.env. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET is required when STORAGE_DRIVER=s3');
  }
  if (e.AI_PROVIDER === 'openai' && !e.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  OPENAI_BASE_URL is required when AI_PROVIDER=openai',
    );
  }
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? overrides.jwtSecret ?? persistentSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    redisUrl: e.REDIS_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    authRateLimitPerHour: e.AUTH_RATE_LIMIT_PER_HOUR,
    feedbackPerHour: e.FEEDBACK_PER_HOUR,
    mailLimits: {
      perSender: e.MAILS_PER_SENDER_PER_HOUR,
      perSenderAndRecipient: e.MAILS_PER_SENDER_AND_ADDRESS_PER_HOUR,
      perRecipient: e.MAILS_PER_ADDRESS_PER_HOUR,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    analysisTimeoutMs: e.ANALYSIS_TIMEOUT_MS,
    textUploadMaxBytes: e.TEXT_UPLOAD_MAX_BYTES,
    textExtractionTimeoutMs: e.TEXT_EXTRACTION_TIMEOUT_MS,
    storageSweep: { intervalMs: e.STORAGE_SWEEP_INTERVAL_MS, graceMs: e.STORAGE_SWEEP_GRACE_MS },
    redisTimeouts: {
      connectTimeoutMs: e.REDIS_CONNECT_TIMEOUT_MS,
      commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    },
    searchMeaningBudgetMs: e.SEARCH_MEANING_BUDGET_MS,
    embeddingDrainIntervalMs: e.EMBEDDING_DRAIN_INTERVAL_MS,
    currency: e.CURRENCY,
    reminderCheckIntervalSeconds: e.REMINDER_CHECK_INTERVAL_SECONDS,
    locale: e.LOCALE,
    webDistDir: undefined,
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    ai: {
      provider: e.AI_PROVIDER,
      openai: {
        baseUrl: e.OPENAI_BASE_URL,
        apiKey: e.OPENAI_API_KEY,
        model: e.OPENAI_MODEL,
        embeddingModel: e.OPENAI_EMBEDDING_MODEL,
      },
    },
  };
  return { ...config, ...overrides };
}
