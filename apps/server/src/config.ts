import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so that ./data and the web build resolve the same from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The issuer of CFDI (payment receipts, platform/cfdi/credencial.ts): its CSD, tax regime and postal code. */
const cfdiEnv = {
  /** Path of the CSD's certificate (.cer); with CFDI_LLAVE. Unset: the SAT's published test CSD. */
  CFDI_CERTIFICADO: z.string().min(1).optional(),
  /** Path of the CSD's private key (.key). */
  CFDI_LLAVE: z.string().min(1).optional(),
  CFDI_LLAVE_PASSWORD: z.string().default(''),
  /** The issuer's name as the SAT registers it; unset: the certificate's, without the capital regime. */
  CFDI_NOMBRE_EMISOR: z.string().min(1).optional(),
  CFDI_REGIMEN_FISCAL: z
    .string()
    .regex(/^\d{3}$/, 'CFDI_REGIMEN_FISCAL debe ser una clave de régimen fiscal de 3 dígitos, como 601')
    .default('601'),
  /** The issuer's postal code (LugarExpedicion); unset: the test CSD's. */
  CFDI_CODIGO_POSTAL: z
    .string()
    .regex(/^\d{5}$/, 'CFDI_CODIGO_POSTAL debe ser un código postal de 5 dígitos')
    .optional(),
};
const cfdiSchema = z.object(cfdiEnv);
export type ConfigCfdi = z.infer<typeof cfdiSchema>;

/** Only the CFDI issuer's settings, for the CFDI parts that load them when first needed. */
export const configCfdi = (env: NodeJS.ProcessEnv = process.env): ConfigCfdi => {
  const parsed = cfdiSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).default(1800),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).default(43_200),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'PRODUCT_SLUG admite minúsculas, dígitos y guiones')
    .default('farmasi'),
  DEMO_DATA: bool.default(true),
  /**
   * The refresh cookie's Secure flag (and then its __Host- name): 'auto' marks it Secure unless
   * the request is plain http to a loopback host (npm start on http://localhost).
   */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false', '1', '0']).default('auto'),
  /** Fastify's trustProxy: off, true, a hop count or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string => {
      const t = v.trim();
      if (t === 'true' || t === 'false') return t === 'true';
      return /^\d+$/.test(t) ? Number(t) : t;
    }),
  /** Absolute session lifetime, hours: renewal refuses after it, however often renewed. */
  SESION_MAX_HORAS: z.coerce.number().positive().default(12),
  /** Other origins (comma list, e.g. https://backoffice.farmasi.mx) allowed to renew a session. */
  ORIGENES_PERMITIDOS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, '').toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Failed sign-ins per address per minute, before 429 (successful ones are not counted: a
   * branch's staff share one address); also password changes per address per minute.
   */
  LIMITE_INTENTOS_IP: z.coerce.number().int().min(1).default(20),
  /** Sign-ins per address per minute, successful or not, before 429: refuses floods. */
  LIMITE_INTENTOS_IP_TOTAL: z.coerce.number().int().min(1).default(300),
  /** Sign-ins per account name per minute (any address), before 429. */
  LIMITE_INTENTOS_CUENTA: z.coerce.number().int().min(1).default(10),
  /** Password changes (guesses of the current password) per account per 15 minutes, before 429. */
  LIMITE_CAMBIO_PASSWORD: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FALLOS: z.coerce.number().int().min(1).default(5),
  LOGIN_BLOQUEO_MINUTOS: z.coerce.number().int().min(1).default(15),
  /** Load shedding (platform/saturacion.ts): mean event-loop delay in ms over a second; 0 = off. */
  SATURACION_RETARDO_MS: z.coerce.number().int().min(0).default(1000),
  /** Load shedding: API requests in flight beyond which new ones get 503; 0 = off. */
  SATURACION_EN_CURSO: z.coerce.number().int().min(0).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Address of the licensee portal that 'Abrir página licenciatarios' opens in a new tab. */
  PORTAL_LICENCIATARIOS_URL: z
    .string()
    .url('PORTAL_LICENCIATARIOS_URL debe ser una dirección http(s) completa')
    .refine((v) => /^https?:\/\//i.test(v), 'PORTAL_LICENCIATARIOS_URL debe empezar con http:// o https://')
    .default('http://localhost:3100/'),
  /** Outgoing mail server (smtp:// or smtps://, user and password in the URL); unset: .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .url('SMTP_URL debe ser una dirección smtp:// o smtps:// completa')
    .refine((v) => /^smtps?:\/\//i.test(v), 'SMTP_URL debe empezar con smtp:// o smtps://')
    .optional(),
  /** Sender of every message the product sends. */
  MAIL_FROM: z.string().min(3).default('FarmaSí <no-responder@farmasi.local>'),
  /** Where Prometheus metrics are served (e.g. /metrics); unset = no metrics route. */
  METRICS_PATH: z
    .string()
    .regex(/^\/[\w\-./]*$/, 'METRICS_PATH debe ser una ruta que empiece con /, como /metrics')
    .optional(),
  /** When set, the metrics route requires `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres').optional(),
  /** 32 bytes in base64: encrypts stored third-party passwords (phone top-up providers). */
  RECARGAS_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'RECARGAS_KEY debe ser una clave de 32 bytes en base64',
    )
    .optional(),
  ...cfdiEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'RECARGAS_KEY'> {
  jwtSecret: Uint8Array;
  /** AES-256 key for the top-up providers' passwords. */
  recargasKey: Buffer;
}

/**
 * Reads the environment. Without JWT_SECRET the embedded database keeps a generated secret in its
 * data folder, so sessions survive a restart; a PostgreSQL deployment must set JWT_SECRET.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const { JWT_SECRET, RECARGAS_KEY, ...rest } = parsed.data;
  return {
    ...rest,
    jwtSecret: new TextEncoder().encode(JWT_SECRET ?? secretFor(rest, 'JWT_SECRET', '.jwt-secret', 48)),
    recargasKey: Buffer.from(RECARGAS_KEY ?? secretFor(rest, 'RECARGAS_KEY', '.recargas-key', 32), 'base64'),
  };
};

/** A secret kept in the embedded database's data folder; a PostgreSQL deployment must set it. */
const secretFor = (
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  name: string,
  fileName: string,
  bytes: number,
) => {
  if (env.DATABASE_URL) throw new Error(`Configuración inválida: ${name} es obligatorio con DATABASE_URL`);
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // base64url for the JWT secret (it is used as text), base64 for binary keys.
  const secret = randomBytes(bytes).toString(name === 'JWT_SECRET' ? 'base64url' : 'base64');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** A configuration for tests and tools: defaults plus the given overrides, with a fixed secret. */
export const testConfig = (overrides: Partial<Env> = {}): Config => ({
  ...envSchema.parse({}),
  LOG_LEVEL: 'silent',
  // Every test signs in from the same address: the limits are tested with low values on purpose.
  LIMITE_INTENTOS_IP: 10_000,
  LIMITE_INTENTOS_IP_TOTAL: 10_000,
  LIMITE_INTENTOS_CUENTA: 10_000,
  LIMITE_CAMBIO_PASSWORD: 10_000,
  ...overrides,
  jwtSecret: new TextEncoder().encode('secreto-de-pruebas-con-longitud-suficiente-0123456789'),
  recargasKey: Buffer.alloc(32, 7),
});
