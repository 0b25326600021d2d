import { resolve } from 'node:path';
import { z } from 'zod';
import type { HttpLimits } from './http/limits.ts';

// The only place on the server that reads process.env.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  CLOUDINARY_URL: z
    .string()
    .regex(/^cloudinary:\/\/[^:]+:[^@]+@.+/, 'CLOUDINARY_URL must look like cloudinary://KEY:SECRET@CLOUD')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CLOUDINARY_API_HOST: z.string().url().optional(),
  AIRTABLE_API_KEY: z.string().optional(),
  AIRTABLE_BASE_ID: z.string().optional(),
  AIRTABLE_ENDPOINT_URL: z.string().url().optional(),
  PROXY_ALLOWED_HOSTS: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  // Edge limits (server/http/limits.ts has the defaults and why); tests and benchmarks shorten them.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  HTTP_MAX_BODY_BYTES: z.coerce.number().int().min(1024).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  admin: { username: string; password?: string };
  cloudinary?: { url: string; apiHost?: string };
  airtable?: { apiKey: string; baseId: string; endpointUrl?: string };
  proxyAllowedHosts?: string[];
  publicUrl?: string;
  seed: 'demo' | 'none';
  logLevel: 'silent' | 'error' | 'info';
  http: Partial<HttpLimits>;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    cloudinary: e.CLOUDINARY_URL ? { url: e.CLOUDINARY_URL, apiHost: e.CLOUDINARY_API_HOST } : undefined,
    airtable:
      e.AIRTABLE_API_KEY && e.AIRTABLE_BASE_ID
        ? { apiKey: e.AIRTABLE_API_KEY, baseId: e.AIRTABLE_BASE_ID, endpointUrl: e.AIRTABLE_ENDPOINT_URL }
        : undefined,
    proxyAllowedHosts: e.PROXY_ALLOWED_HOSTS?.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    http: withoutUndefined({
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      maxBodyBytes: e.HTTP_MAX_BODY_BYTES,
    }),
  };
}

const withoutUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
