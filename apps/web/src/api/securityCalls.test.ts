import { login, logout, renovarToken } from '@farmasi/contracts/seguridad/auth';
import { describe, expect, it } from 'vitest';
import { LOGIN, LOGOUT, RENOVAR_TOKEN } from './securityCalls';

describe('security calls of the shell', () => {
  it('match the contract', () => {
    expect(LOGIN).toEqual({ method: login.method, path: login.path });
    expect(RENOVAR_TOKEN).toEqual({ method: renovarToken.method, path: renovarToken.path });
    expect(LOGOUT).toEqual({ method: logout.method, path: logout.path });
  });
});
