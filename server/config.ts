// Server configuration: environment variables only (docs/operations.md lists them).
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { operabilityFromEnv, type OperabilityConfig } from './operability/config.ts';
import { storageFromEnv, type StorageConfig } from './storage/config.ts';
import { trustProxyOf, type TrustProxy } from './shared/trust-proxy.ts';
import { privacyFromEnv, type PrivacyConfig } from './modules/privacy/config.ts';

/** Health, shutdown, metrics and pool size (operability/config.ts); where uploads go (storage/config.ts);
 * the analytics pixels and the retention job (modules/privacy/config.ts). */
/** The Graph API version the Facebook adapter calls (docs/account-security.md; FACEBOOK_GRAPH_URL overrides). */
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v22.0';

export interface ServerConfig extends OperabilityConfig, StorageConfig, PrivacyConfig {
  port: number;
  host: string;
  /** 'production' disables dev-only endpoints (the mail outbox). */
  env: 'production' | 'development' | 'test';
  dataDir: string;
  /** When set, PostgreSQL at this URL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Postgres schema to run in (tests use a fresh one per run). */
  databaseSchema?: string;
  /** Secret used to sign server-side artefacts (generated into dataDir when not given). */
  appSecret: string;
  allowedOrigins: string[];
  /** smtp://user:pass@host:port; absent = outbox adapter. */
  smtpUrl?: string;
  mailFrom: string;
  googleClientIds: string[];
  /** Path to a JWKS JSON file with Google's public keys (or a test key set). */
  googleJwksFile?: string;
  /** Facebook Login (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, both or neither; docs/account-security.md). */
  facebookAppId?: string;
  facebookAppSecret?: string;
  /** The Graph API's versioned base address (FACEBOOK_GRAPH_URL; a local fake in tests). */
  facebookGraphUrl: string;
  /** Directory with the built storefront; served at / when present. */
  staticDir?: string;
  /** Allow scraping hosts that resolve to loopback (tests only; never in production). */
  scrapeAllowLoopback: boolean;
  /** Max upload size in bytes (avatars, images). */
  maxUploadBytes: number;
  /** Rate limit (requests per minute per IP) for login and one-time-code calls. */
  authRateLimitPerMinute: number;
  /** Skip demo-data seeding. */
  seedDemo: boolean;
  /** Payment gateway (Midtrans Core API) base URL; absent = the embedded gateway. */
  paymentGatewayUrl?: string;
  paymentGatewayServerKey?: string;
  paymentGatewayClientKey?: string;
  /** The gateway's browser library for card tokenisation (PAYMENT_GATEWAY_JS_URL; Midtrans' by default). */
  paymentGatewayJsUrl?: string;
  /** The storefront's public origin (PUBLIC_URL, e.g. https://titip.id): return addresses given to the gateway. */
  publicUrl?: string;
  /** Milliseconds between sweeps of overdue invoices; 0 disables the job. */
  paymentExpirySweepMs: number;
  /** Minutes a QRIS charge stays payable. */
  paymentQrisExpiryMinutes: number;
  /** Milliseconds a resolved access or login token is trusted without reading the database
   * (in-process cache, cleared at once by logout and password change/reset); 0 disables. */
  tokenCacheTtlMs: number;
  /** Milliseconds a cart's rows are served from the in-process cache (server/modules/cart/line-cache.ts;
   * every write of this process invalidates at once; the bound for writes by another process); 0 disables. */
  cartCacheTtlMs: number;
  /** The course service as this server reaches it (COURSE_SERVICE_URL; docs/courses.md): told when a course invoice is paid. */
  courseServiceUrl: string;
  /** The course service's address as a browser reaches it (COURSE_PUBLIC_URL): the runtime configuration's courseBaseUrl. */
  coursePublicUrl: string;
  /** The secret the two services share (COURSE_SERVICE_KEY; generated into dataDir/course-service-key when not given). */
  courseServiceKey: string;
  /** Marketplace data (docs/marketplace.md): 'demo' (the seeded catalogue) or 'onebound'. */
  marketplaceProvider: 'demo' | 'onebound';
  oneboundApiUrl: string;
  oneboundApiKey?: string;
  oneboundApiSecret?: string;
  /** Milliseconds a provider item's texts and pictures are reused from the database. */
  marketplaceItemTtlMs: number;
  /** Milliseconds a provider item's prices and stock are reused before a fresh call. */
  marketplacePriceTtlMs: number;
  /** Milliseconds a provider search answer is reused. */
  marketplaceSearchTtlMs: number;
  /** Provider calls (cache misses) one visitor may cause per minute; 0 = no limit. */
  marketplaceLookupsPerMinute: number;
  /** Kept prices older than this are refused at checkout when the provider cannot be reached. */
  marketplaceCheckoutMaxStaleMs: number;
  /** Translation into Indonesian (docs/marketplace.md "Translation"): 'none' or 'deepl'. */
  translationProvider: 'none' | 'deepl';
  deeplApiKey?: string;
  deeplApiUrl?: string;
  /** The map pin's geocoder (docs/addresses.md "Map pin"): 'none' (no pin) or 'nominatim'. */
  geocoderProvider: 'none' | 'nominatim';
  /** GEOCODER_URL (default the public https://nominatim.openstreetmap.org), GEOCODER_USER_AGENT, GEOCODER_EMAIL. */
  geocoderUrl: string;
  geocoderUserAgent: string;
  geocoderEmail?: string;
  /** The blog whose latest posts the home page shows (BLOG_FEED_URL, a WordPress site; docs/content-feeds.md). Absent: no block. */
  blogFeedUrl?: string;
  /** The photo feed (INSTAGRAM_USER_ID and INSTAGRAM_ACCESS_TOKEN, both or neither; INSTAGRAM_GRAPH_URL). Absent: no gallery. */
  instagramUserId?: string;
  instagramAccessToken?: string;
  instagramGraphUrl: string;
  /** The IP-country lookup (IPINFO_TOKEN; IPINFO_URL, default https://api.ipinfo.io). Absent: the country is unknown. */
  ipinfoToken?: string;
  ipinfoUrl: string;
  /** Milliseconds the external content's answers are kept (CONTENT_FEED_TTL_MS, default 10 minutes; 0: not kept). */
  contentFeedTtlMs: number;
  /** Deadline of one call to an external content service (CONTENT_FEED_TIMEOUT_MS, default 2000). */
  contentFeedTimeoutMs: number;
  /** The scheduled import of exchange rates (KURS_IMPORT, docs/operations.md): 'frankfurter' or 'none'. */
  kursImport: 'frankfurter' | 'none';
  /** The rate source's base URL (KURS_IMPORT_URL; Frankfurter's documented https://api.frankfurter.dev/v1). */
  kursImportUrl: string;
  /** Percent added to every imported rate (KURS_IMPORT_MARKUP_PERCENT, 0..100, default 0). */
  kursImportMarkupPercent: number;
  /** Milliseconds between imports (KURS_IMPORT_INTERVAL_MS, default a day); 0 disables the job. */
  kursImportIntervalMs: number;
  /** Milliseconds between sweeps completing delivered orders not confirmed in time (ORDER_AUTO_COMPLETE_SWEEP_MS,
   * default an hour; docs/orders.md "Completion"); 0 disables the job. */
  orderAutoCompleteSweepMs: number;
  /** Milliseconds between runs of the purge job (PURGE_INTERVAL_MS, default an hour); 0 disables it. */
  purgeIntervalMs: number;
  /** Rows per DELETE of the purge job (PURGE_BATCH_SIZE, default 500). */
  purgeBatchSize: number;
  /** Redis shared by the server processes (REDIS_URL; server/shared): change notices and rate limits. Absent = one process. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys and channel (REDIS_KEY_PREFIX, default 'titip:'). */
  redisKeyPrefix: string;
  /** Fastify's trustProxy (TRUST_PROXY): false, true, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** NODE_ENV=test with TEST_SLOW_ROUTE=1 only: the file the test job writes to (server/jobs/test-job.ts). */
  testJobLog?: string;
  /** SERVER_ROLE (docs/operations.md "Process roles"): 'web' serves HTTP, 'worker' runs the jobs, 'all' both. */
  serverRole: ServerRole;
  /** JOB_LOCK_TIMEOUT_MS: a job locked longer than this is taken as abandoned (its worker died) and retried. */
  jobLockTimeoutMs: number;
  /** JOB_POLL_INTERVAL_MS: how often a worker looks for jobs that came due (retries, recurring tasks). */
  jobPollIntervalMs: number;
  /** JOB_CONCURRENCY: jobs one worker process runs at once. */
  jobConcurrency: number;
  /** JOB_SCHEMA: graphile-worker's schema on PostgreSQL (default graphile_worker, or graphile_worker_<DATABASE_SCHEMA>). */
  jobSchema?: string;
}

export const SERVER_ROLES = ['web', 'worker', 'all'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** A comma-separated variable as a list (also used by the course service's configuration). */
export function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** A non-negative integer variable, or the fallback when unset (also used by the course service). */
export function nonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

/** One of `allowed`, or the fallback when unset. */
function choice<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${value}`);
  return value as T;
}

/** A percent 0..100 with decimals, or the fallback when unset. */
function percentOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new Error(`${name} must be a percent from 0 to 100, got ${value}`);
  return n;
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const secret = text.trim();
  if (!secret) throw new Error(`${file} is empty: delete it to have a new secret generated, or set the variable`);
  return secret;
}

/** A file system without hard links: an exclusive create, still one winner (EEXIST: the other's). */
function createExclusive(file: string, data: Buffer): void {
  try {
    writeFileSync(file, data, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/**
 * The given secret, else the one in dataDir/name, else a new one written there (mode 600). Two
 * processes starting at once on one directory end with one secret: the new secret is written whole to
 * a file of this process's own, then hard-linked to its name, which fails when the name exists (the
 * other process won: its secret is read). Nobody ever reads a half-written file.
 */
export function secretFrom(dataDir: string, given: string | undefined, name = 'app-secret'): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  const existing = readSecret(file);
  if (existing !== null) return existing;
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') createExclusive(file, readFileSync(tmp));
  } finally {
    unlinkSync(tmp);
  }
  const secret = readSecret(file);
  if (secret === null) throw new Error(`${file} vanished while it was written`);
  return secret;
}

/**
 * In production on PostgreSQL several processes share one database, each with its own data directory:
 * a secret generated into each would differ, and a code signed by one would fail on the others.
 */
function refuseGeneratedSecrets(mode: ServerConfig['env'], env: NodeJS.ProcessEnv, overrides: Partial<ServerConfig>): void {
  if (mode !== 'production' || !(overrides.databaseUrl ?? env.DATABASE_URL)) return;
  const missing = [
    ...(env.APP_SECRET || overrides.appSecret ? [] : ['APP_SECRET']),
    ...(env.COURSE_SERVICE_KEY || overrides.courseServiceKey ? [] : ['COURSE_SERVICE_KEY']),
  ];
  if (missing.length > 0) {
    throw new Error(`Refusing to start: in production on PostgreSQL (DATABASE_URL) ${missing.join(' and ')} must be set in the environment, `
      + 'the same in every process; a secret generated into each data directory would differ between processes (docs/operations.md "Secrets").');
  }
}

/** An http(s) address without a trailing slash (the external services' base addresses). */
function webUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, got ${value}`);
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  // Safe by default: anything but an explicit 'development' or 'test' runs as production
  // (no dev-only endpoints such as the one-time-code outbox). `npm start` sets development.
  const mode = env.NODE_ENV === 'development' ? 'development' : env.NODE_ENV === 'test' ? 'test' : 'production';
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './.data');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const oneboundKey = env.ONEBOUND_API_KEY || undefined;
  const provider = env.MARKETPLACE_PROVIDER || (oneboundKey ? 'onebound' : 'demo');
  if (provider !== 'demo' && provider !== 'onebound') throw new Error(`MARKETPLACE_PROVIDER must be demo or onebound, got ${provider}`);
  if (provider === 'onebound' && (!oneboundKey || !env.ONEBOUND_API_SECRET)) {
    throw new Error('MARKETPLACE_PROVIDER=onebound needs ONEBOUND_API_KEY and ONEBOUND_API_SECRET');
  }
  const translation = env.TRANSLATION_PROVIDER || (env.DEEPL_API_KEY ? 'deepl' : 'none');
  if (translation !== 'none' && translation !== 'deepl') throw new Error(`TRANSLATION_PROVIDER must be none or deepl, got ${translation}`);
  if (translation === 'deepl' && !env.DEEPL_API_KEY) throw new Error('TRANSLATION_PROVIDER=deepl needs DEEPL_API_KEY');
  const geocoder = env.GEOCODER_PROVIDER || 'none';
  if (geocoder !== 'none' && geocoder !== 'nominatim') throw new Error(`GEOCODER_PROVIDER must be none or nominatim, got ${geocoder}`);
  if (Boolean(env.INSTAGRAM_USER_ID) !== Boolean(env.INSTAGRAM_ACCESS_TOKEN)) throw new Error('The photo feed needs both INSTAGRAM_USER_ID and INSTAGRAM_ACCESS_TOKEN (or neither)');
  if (env.INSTAGRAM_USER_ID && !/^\d{1,40}$/.test(env.INSTAGRAM_USER_ID)) throw new Error(`INSTAGRAM_USER_ID must be the numeric Instagram user id, got ${env.INSTAGRAM_USER_ID}`);
  const blogFeedUrl = env.BLOG_FEED_URL ? webUrl('BLOG_FEED_URL', env.BLOG_FEED_URL) : undefined;
  if (Boolean(env.FACEBOOK_APP_ID) !== Boolean(env.FACEBOOK_APP_SECRET)) throw new Error('Facebook Login needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (or neither)');
  refuseGeneratedSecrets(mode, env, overrides);
  const base: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    env: mode,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    appSecret: overrides.appSecret ?? secretFrom(dataDir, env.APP_SECRET),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Titip <no-reply@titip.local>',
    googleClientIds: list(env.GOOGLE_CLIENT_IDS),
    googleJwksFile: env.GOOGLE_JWKS_FILE || undefined,
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
    facebookGraphUrl: (env.FACEBOOK_GRAPH_URL || DEFAULT_FACEBOOK_GRAPH_URL).replace(/\/+$/, ''),
    staticDir: env.STATIC_DIR ?? resolve('dist'),
    scrapeAllowLoopback: mode !== 'production' && env.SCRAPE_ALLOW_LOOPBACK === '1',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 2 * 1024 * 1024),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 10),
    seedDemo: env.SEED_DEMO !== '0',
    paymentGatewayUrl: env.PAYMENT_GATEWAY_URL || undefined,
    paymentGatewayServerKey: env.PAYMENT_GATEWAY_SERVER_KEY || undefined,
    paymentGatewayClientKey: env.PAYMENT_GATEWAY_CLIENT_KEY || undefined,
    paymentGatewayJsUrl: env.PAYMENT_GATEWAY_JS_URL || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    paymentExpirySweepMs: nonNegative('PAYMENT_EXPIRY_SWEEP_MS', env.PAYMENT_EXPIRY_SWEEP_MS, 60_000),
    paymentQrisExpiryMinutes: nonNegative('PAYMENT_QRIS_EXPIRY_MINUTES', env.PAYMENT_QRIS_EXPIRY_MINUTES, 15) || 15,
    tokenCacheTtlMs: nonNegative('TOKEN_CACHE_TTL_MS', env.TOKEN_CACHE_TTL_MS, 30_000),
    cartCacheTtlMs: nonNegative('CART_CACHE_TTL_MS', env.CART_CACHE_TTL_MS, 10_000),
    courseServiceUrl: (env.COURSE_SERVICE_URL || `http://127.0.0.1:${env.COURSE_PORT || 8081}`).replace(/\/+$/, ''),
    coursePublicUrl: (env.COURSE_PUBLIC_URL || `http://localhost:${env.COURSE_PORT || 8081}`).replace(/\/+$/, ''),
    courseServiceKey: overrides.courseServiceKey ?? secretFrom(dataDir, env.COURSE_SERVICE_KEY, 'course-service-key'),
    marketplaceProvider: provider,
    oneboundApiUrl: (env.ONEBOUND_API_URL || 'https://api-gw.onebound.cn').replace(/\/+$/, ''),
    oneboundApiKey: oneboundKey,
    oneboundApiSecret: env.ONEBOUND_API_SECRET || undefined,
    marketplaceItemTtlMs: nonNegative('MARKETPLACE_ITEM_TTL_MS', env.MARKETPLACE_ITEM_TTL_MS, 24 * 3_600_000),
    marketplacePriceTtlMs: nonNegative('MARKETPLACE_PRICE_TTL_MS', env.MARKETPLACE_PRICE_TTL_MS, 30 * 60_000),
    marketplaceSearchTtlMs: nonNegative('MARKETPLACE_SEARCH_TTL_MS', env.MARKETPLACE_SEARCH_TTL_MS, 15 * 60_000),
    marketplaceLookupsPerMinute: nonNegative('MARKETPLACE_LOOKUPS_PER_MINUTE', env.MARKETPLACE_LOOKUPS_PER_MINUTE, 20),
    marketplaceCheckoutMaxStaleMs: nonNegative('MARKETPLACE_CHECKOUT_MAX_STALE_MS', env.MARKETPLACE_CHECKOUT_MAX_STALE_MS, 24 * 3_600_000),
    translationProvider: translation,
    deeplApiKey: env.DEEPL_API_KEY || undefined,
    deeplApiUrl: env.DEEPL_API_URL ? env.DEEPL_API_URL.replace(/\/+$/, '') : undefined,
    geocoderProvider: geocoder,
    geocoderUrl: (env.GEOCODER_URL || 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
    geocoderUserAgent: env.GEOCODER_USER_AGENT || 'Titip storefront (self-hosted)',
    geocoderEmail: env.GEOCODER_EMAIL || undefined,
    blogFeedUrl,
    instagramUserId: env.INSTAGRAM_USER_ID || undefined,
    instagramAccessToken: env.INSTAGRAM_ACCESS_TOKEN || undefined,
    instagramGraphUrl: webUrl('INSTAGRAM_GRAPH_URL', env.INSTAGRAM_GRAPH_URL || DEFAULT_FACEBOOK_GRAPH_URL),
    ipinfoToken: env.IPINFO_TOKEN || undefined,
    ipinfoUrl: webUrl('IPINFO_URL', env.IPINFO_URL || 'https://api.ipinfo.io'),
    contentFeedTtlMs: nonNegative('CONTENT_FEED_TTL_MS', env.CONTENT_FEED_TTL_MS, 600_000),
    contentFeedTimeoutMs: nonNegative('CONTENT_FEED_TIMEOUT_MS', env.CONTENT_FEED_TIMEOUT_MS, 2_000) || 2_000,
    kursImport: choice('KURS_IMPORT', env.KURS_IMPORT, ['frankfurter', 'none'], 'none'),
    kursImportUrl: (env.KURS_IMPORT_URL || 'https://api.frankfurter.dev/v1').replace(/\/+$/, ''),
    kursImportMarkupPercent: percentOf('KURS_IMPORT_MARKUP_PERCENT', env.KURS_IMPORT_MARKUP_PERCENT, 0),
    kursImportIntervalMs: nonNegative('KURS_IMPORT_INTERVAL_MS', env.KURS_IMPORT_INTERVAL_MS, 86_400_000),
    orderAutoCompleteSweepMs: nonNegative('ORDER_AUTO_COMPLETE_SWEEP_MS', env.ORDER_AUTO_COMPLETE_SWEEP_MS, 3_600_000),
    purgeIntervalMs: nonNegative('PURGE_INTERVAL_MS', env.PURGE_INTERVAL_MS, 3_600_000),
    purgeBatchSize: nonNegative('PURGE_BATCH_SIZE', env.PURGE_BATCH_SIZE, 500) || 500,
    ...operabilityFromEnv(env, mode),
    ...storageFromEnv(env),
    ...privacyFromEnv(env),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'titip:',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    testJobLog: mode === 'test' && env.TEST_JOB_LOG ? env.TEST_JOB_LOG : undefined,
    serverRole: choice('SERVER_ROLE', env.SERVER_ROLE, SERVER_ROLES, 'all'),
    jobLockTimeoutMs: nonNegative('JOB_LOCK_TIMEOUT_MS', env.JOB_LOCK_TIMEOUT_MS, 15 * 60_000) || 15 * 60_000,
    jobPollIntervalMs: nonNegative('JOB_POLL_INTERVAL_MS', env.JOB_POLL_INTERVAL_MS, 1_000) || 1_000,
    jobConcurrency: nonNegative('JOB_CONCURRENCY', env.JOB_CONCURRENCY, 4) || 4,
    jobSchema: env.JOB_SCHEMA || undefined,
  };
  const config = { ...base, ...overrides };
  // One process per embedded database (server/db/data-dir-lock.ts): there it must serve and run the jobs.
  if (config.serverRole !== 'all' && !config.databaseUrl) {
    throw new Error(`SERVER_ROLE=${config.serverRole} needs DATABASE_URL: on the embedded database one process serves the API and runs the jobs (SERVER_ROLE=all)`);
  }
  return config;
}
