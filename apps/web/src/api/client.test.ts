import { grupos } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { PERMISOS_CAMBIARON_HEADER } from '@farmasi/contracts/constants';
import { modificarPassword } from '@farmasi/contracts/generales/cambiar-password';
import { messages } from '@farmasi/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '@/lib/session';
import { envelope, hangingFetch, json, mockFetch } from '@/test/fetch';
import { signIn } from '@/test/render';
import { call, callData } from './client';
import { ApiError, dialogFor } from './errors';
import { configureApi } from './renewal';

const GRUPOS = 'GET /admin/api/grupo-sucursales/grupos';
const RENOVAR = 'POST /admin/api/seguridad/renovar-token';
const lista = [{ idCatGrupoSucursalesEnc: 1, grupo: 'Norte' }];

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

afterEach(() => configureApi({ onSessionExpired: () => {}, onForbidden: () => {} }));

describe('call', () => {
  it('sends the Bearer token and resolves with the envelope', async () => {
    signIn();
    mockFetch({
      [GRUPOS]: (_b, init) =>
        bearer(init) === 'Bearer token-1' ? envelope(lista) : json(envelope(null), 401),
    });
    const answer = await call(grupos);
    expect(answer.data).toEqual(lista);
  });

  it('renews on a 401 and repeats the call, for every 401 of the session', async () => {
    signIn({ token: 'caducado' });
    let valid = 'token-2';
    let renewals = 0;
    const fetchMock = mockFetch({
      [GRUPOS]: (_b, init) =>
        bearer(init) === `Bearer ${valid}` ? envelope(lista) : json(envelope(null), 401),
      [RENOVAR]: () => {
        renewals += 1;
        return { ...envelope(null), accessToken: `token-${renewals + 1}`, expiresIn: 1800, expiresAt: null };
      },
    });

    expect(await callData(grupos)).toEqual(lista);
    expect(renewals).toBe(1);
    expect(readSession()?.token).toBe('token-2');
    expect(localStorage.getItem('expiresIn')).toBe('1800');

    // The renewed token expires too: the next 401 renews again (the original client only renewed once).
    valid = 'token-3';
    expect(await callData(grupos)).toEqual(lista);
    expect(renewals).toBe(2);
    expect(readSession()?.token).toBe('token-3');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('shares one renewal between concurrent 401s', async () => {
    signIn({ token: 'caducado' });
    let renewals = 0;
    mockFetch({
      [GRUPOS]: (_b, init) => (bearer(init) === 'Bearer nuevo' ? envelope(lista) : json(envelope(null), 401)),
      [RENOVAR]: async () => {
        renewals += 1;
        await new Promise((r) => setTimeout(r, 5));
        return { ...envelope(null), accessToken: 'nuevo', expiresIn: 1800, expiresAt: null };
      },
    });
    const answers = await Promise.all([callData(grupos), callData(grupos), callData(grupos)]);
    expect(answers).toEqual([lista, lista, lista]);
    expect(renewals).toBe(1);
  });

  it('ends the session once when the renewal fails', async () => {
    signIn({ token: 'caducado' });
    localStorage.setItem('sessionDifarmer', '{}');
    const onSessionExpired = vi.fn();
    configureApi({ onSessionExpired });
    mockFetch({
      [GRUPOS]: json(envelope(null), 401),
      [RENOVAR]: () => json(envelope(null, 'La sesión no es válida', false), 401),
    });

    const failures = await Promise.allSettled([call(grupos), call(grupos)]);
    for (const f of failures) {
      expect(f.status).toBe('rejected');
      expect((f as PromiseRejectedResult).reason).toMatchObject({ kind: 'session' });
    }
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(localStorage.getItem('sessionDifarmer')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(dialogFor(failures[0]!.status === 'rejected' ? failures[0].reason : null)).toBeNull();
  });

  it('throws a rejection with the server message on value false', async () => {
    signIn();
    mockFetch({ [GRUPOS]: envelope(null, 'No existe el grupo', false) });
    const error = await call(grupos).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', message: 'No existe el grupo' });
    expect(dialogFor(error)).toEqual({ severity: 'warning', message: 'No existe el grupo' });
  });

  it('shows no dialog for a 403: the app goes to the no-permission page and renews the permissions', async () => {
    signIn();
    const onForbidden = vi.fn();
    configureApi({ onForbidden });
    const fetchMock = mockFetch({
      [GRUPOS]: json(envelope(null, messages.servidor.sinPermiso, false), 403),
      [RENOVAR]: { ...envelope(null), accessToken: 'nuevo', expiresIn: 1800, permisos: [] },
    });
    const forbidden = await call(grupos).catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ kind: 'status', status: 403, message: messages.servidor.sinPermiso });
    expect(dialogFor(forbidden)).toBeNull();
    expect(onForbidden).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(readSession()?.token).toBe('nuevo'));
    expect(readSession()?.permisos).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("renews when the server says the user's screens changed, bringing the current menu", async () => {
    signIn({
      permisos: [{ id: 2, parentid: 1, name: 'Grupo sucursales', icon: '', url: '/x', idEmpresa: 1 }],
    });
    const fetchMock = mockFetch({
      [GRUPOS]: new Response(JSON.stringify(envelope(lista)), {
        status: 200,
        headers: { 'Content-Type': 'application/json', [PERMISOS_CAMBIARON_HEADER]: '1' },
      }),
      [RENOVAR]: { ...envelope(null), accessToken: 'nuevo', expiresIn: 1800, permisos: [] },
    });
    expect(await callData(grupos)).toEqual(lista);
    await vi.waitFor(() => expect(readSession()?.token).toBe('nuevo'));
    expect(readSession()?.permisos).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the message of 400 answers (warning) and 500 (error)', async () => {
    signIn();
    mockFetch({ [GRUPOS]: json(envelope(null, 'El campo nombre es obligatorio', false), 400) });
    const invalid = await call(grupos).catch((e: unknown) => e);
    expect(dialogFor(invalid)).toEqual({ severity: 'warning', message: 'El campo nombre es obligatorio' });

    mockFetch({ [GRUPOS]: json(envelope(null, 'Falla interna. Referencia: abc', false), 500) });
    expect(dialogFor(await call(grupos).catch((e: unknown) => e))).toEqual({
      severity: 'error',
      message: 'Falla interna. Referencia: abc',
    });
  });

  it("warns 'Ocurrio un error al realizar la peticion al servidor' when the call cannot be sent", async () => {
    signIn();
    mockFetch({}); // no answer: fetch throws
    const error = await call(grupos).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: messages.general.peticionFallida });
    expect(dialogFor(error)?.severity).toBe('warning');
  });

  it('gives up after the timeout', async () => {
    signIn();
    hangingFetch();
    await expect(call(grupos, { timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('sends the body as JSON and accepts null data where the contract allows it', async () => {
    signIn();
    const fetchMock = mockFetch({ 'POST /admin/api/generales/modificarPassword': envelope(null, 'Listo') });
    const body = { idEmpleado: 1001, password: 'Nueva#2025x', claveAnterior: 'vieja' };
    expect(await callData(modificarPassword, { body })).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(body);
  });
});
