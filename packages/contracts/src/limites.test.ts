import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * Every request field of every contract is bounded (issue 11): integers inside int4, numbers
 * finite and bounded, texts with a maximum and a pattern (TEXTO_VALIDO refuses NUL and lone
 * surrogates; an anchored pattern of its own or a date format does too). Walks the JSON Schema the
 * OpenAPI document is built from, so a new contract is checked without writing it here.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const contractFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f.includes(path.sep))
  .sort();

// biome-ignore lint/suspicious/noExplicitAny: any endpoint
type AnyEndpoint = Endpoint<any, any, any>;
const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'data' in v;

type Json = Record<string, unknown>;

/** Fields stored in bigint columns (traspasos.folio_traspaso): 10 digits, as the spec says. */
const BIGINT = new Set(['body.FolioTraspaso']);

/** The unbounded spots of a JSON Schema, as paths. */
const problemsOf = (schema: unknown, at: string, out: string[]) => {
  if (Array.isArray(schema)) {
    for (const s of schema) problemsOf(s, at, out);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Json;
  const patterns = [s.pattern, ...((s.allOf as Json[] | undefined) ?? []).map((p) => p.pattern)].filter(
    Boolean,
  );
  if (s.type === 'string' && !('enum' in s) && !('const' in s)) {
    if (typeof s.maxLength !== 'number' && !s.format) out.push(`${at}: texto sin máximo`);
    if (patterns.length === 0) out.push(`${at}: texto sin patrón (NUL, sustitutos)`);
  }
  if ((s.type === 'integer' || s.type === 'number') && !('enum' in s) && !('const' in s)) {
    const min = s.minimum ?? s.exclusiveMinimum;
    const max = s.maximum ?? s.exclusiveMaximum;
    if (typeof min !== 'number' || typeof max !== 'number') out.push(`${at}: número sin límites`);
    else if (s.type === 'integer' && !BIGINT.has(at) && (min < -2_147_483_648 || max > 2_147_483_647)) {
      out.push(`${at}: entero fuera de int4 (${min}..${max})`);
    } else if (Math.abs(min) > 1e15 || Math.abs(max) > 1e15) out.push(`${at}: número sin límites`);
  }
  if (s.type === 'array' && typeof s.maxItems !== 'number') out.push(`${at}: lista sin máximo`);
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, prop] of Object.entries(value)) problemsOf(prop, `${at}.${name}`, out);
    } else if (typeof value === 'object') problemsOf(value, `${at}`, out);
  }
};

const endpoints: [string, AnyEndpoint][] = [];
for (const file of contractFiles) {
  const mod = (await import(`./${file}`)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(mod)) {
    if (isEndpoint(value)) endpoints.push([`${file.replace(/\.ts$/, '')}.${name}`, value]);
  }
}

describe('request bounds of every contract', () => {
  it('finds the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it.each(endpoints)('%s bounds every field of its params, body and query', (_name, e) => {
    const problems: string[] = [];
    for (const part of ['params', 'body', 'query'] as const) {
      const schema = e[part];
      if (!schema) continue;
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      problemsOf(json, part, problems);
    }
    expect(problems).toEqual([]);
  });
});
