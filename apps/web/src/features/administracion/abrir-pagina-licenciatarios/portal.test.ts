import { describe, expect, it } from 'vitest';
import { urlConToken } from './portal';

const token = { accessToken: 'a.b+c/d', expiresAt: '2026-11-23T10:00:00.000Z' };

describe('urlConToken', () => {
  it('puts the token in the fragment, encoded, keeping the portal path and query', () => {
    const url = new URL(urlConToken('https://portal.example.mx/lic/?origen=admin#viejo', token));
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('https://portal.example.mx/lic/?origen=admin');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual(token);
  });
});
