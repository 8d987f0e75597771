import { messages } from '@farmasi/contracts/messages';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/api';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/queryClient';
import { readSession } from '@/lib/session';
import { envelope, json, mockFetch } from '@/test/fetch';
import { signIn } from '@/test/render';
import { descargar, guardarBase64, nombreDeDisposicion, useDescarga } from './download';

const URL_ARCHIVO = '/admin/api/archivos/5';
const RENOVAR = 'POST /admin/api/seguridad/renovar-token';

const archivo = (contenido: string, disposicion?: string, tipo = 'application/pdf') =>
  new Response(contenido, {
    status: 200,
    headers: { 'Content-Type': tipo, ...(disposicion ? { 'Content-Disposition': disposicion } : {}) },
  });

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

/** What was saved: the blobs given to object URLs and the names of the links clicked. */
let guardados: { blob: Blob; nombre: string }[] = [];
beforeEach(() => {
  guardados = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return `blob:${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardados.push({ blob: blobs[Number(this.href.split(':').pop()) - 1]!, nombre: this.download });
  });
});
afterEach(() => vi.useRealTimers());

describe('nombreDeDisposicion', () => {
  it('prefers the UTF-8 filename* and falls back to filename', () => {
    expect(
      nombreDeDisposicion(
        `attachment; filename="Art_culos del d_a.xlsx"; filename*=UTF-8''Art%C3%ADculos%20del%20d%C3%ADa.xlsx`,
      ),
    ).toBe('Artículos del día.xlsx');
    expect(nombreDeDisposicion('inline; filename="Ticket \\"15\\".pdf"')).toBe('Ticket "15".pdf');
    expect(nombreDeDisposicion('attachment; filename=plano.csv')).toBe('plano.csv');
    expect(nombreDeDisposicion('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="x.pdf"')).toBe('x.pdf');
    expect(nombreDeDisposicion('attachment')).toBeNull();
    expect(nombreDeDisposicion(null)).toBeNull();
  });
});

describe('descargar', () => {
  it('fetches with the Bearer token and saves the file under the name the server gives', async () => {
    signIn();
    mockFetch({
      [`GET ${URL_ARCHIVO}`]: (_b, init) =>
        bearer(init) === 'Bearer token-1'
          ? archivo('%PDF-1.4', `inline; filename="r.pdf"; filename*=UTF-8''Recibo%20n%C3%BAm.pdf`)
          : json(envelope(null, 'no', false), 401),
    });
    expect(await descargar(URL_ARCHIVO)).toBe('Recibo núm.pdf');
    expect(guardados).toHaveLength(1);
    expect(guardados[0]!.nombre).toBe('Recibo núm.pdf');
    expect(await guardados[0]!.blob.text()).toBe('%PDF-1.4');
  });

  it('posts the filters of an export as JSON and uses the given name when the answer has none', async () => {
    signIn();
    const fetchMock = mockFetch({
      'POST /admin/api/x/exportar': () => archivo('xlsx', undefined, 'application/zip'),
    });
    expect(await descargar('/admin/api/x/exportar', { body: { estatus: 'P' }, nombre: 'Lista.xlsx' })).toBe(
      'Lista.xlsx',
    );
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ estatus: 'P' });
  });

  it('renews the session once on a 401 and repeats the download', async () => {
    signIn({ token: 'caducado' });
    mockFetch({
      [`GET ${URL_ARCHIVO}`]: (_b, init) =>
        bearer(init) === 'Bearer token-2'
          ? archivo('ok', 'attachment; filename="a.pdf"')
          : json(envelope(null), 401),
      [RENOVAR]: () => ({ ...envelope(null), accessToken: 'token-2', expiresIn: 1800, expiresAt: null }),
    });
    expect(await descargar(URL_ARCHIVO)).toBe('a.pdf');
    expect(readSession()?.token).toBe('token-2');
  });

  it("turns a refusal or an HTTP error into an ApiError with the server's message, saving nothing", async () => {
    signIn();
    mockFetch({
      [`GET ${URL_ARCHIVO}`]: envelope(null, 'No hay traspasos para exportar', false),
      'GET /admin/api/archivos/6': json(envelope(null, 'El archivo no existe.', false), 404),
    });
    const rechazo = await descargar(URL_ARCHIVO).catch((e: unknown) => e);
    expect(isApiError(rechazo) && [rechazo.kind, rechazo.message]).toEqual([
      'rejected',
      'No hay traspasos para exportar',
    ]);
    const faltante = await descargar('/admin/api/archivos/6').catch((e: unknown) => e);
    expect(isApiError(faltante) && [faltante.kind, faltante.status, faltante.message]).toEqual([
      'status',
      404,
      'El archivo no existe.',
    ]);
    expect(guardados).toHaveLength(0);
  });
});

describe('useDescarga', () => {
  it('is busy while the download runs, and shows a failure in a warning dialog', async () => {
    signIn();
    let responder: (r: Response) => void = () => {};
    mockFetch({
      [`GET ${URL_ARCHIVO}`]: () => new Promise<Response>((r) => (responder = r)),
      'GET /admin/api/archivos/7': envelope(null, 'Sin datos', false),
    });
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useDescarga(), {
      wrapper: ({ children }) => (
        <AppProviders queryClient={queryClient} motion={false}>
          {children}
        </AppProviders>
      ),
    });
    let hecho: Promise<boolean> = Promise.resolve(false);
    act(() => {
      hecho = result.current.descargar(URL_ARCHIVO);
    });
    await waitFor(() => expect(result.current.ocupado).toBe(true));
    await act(async () => {
      responder(archivo('x', 'attachment; filename="b.pdf"'));
      expect(await hecho).toBe(true);
    });
    expect(result.current.ocupado).toBe(false);
    expect(guardados.map((g) => g.nombre)).toEqual(['b.pdf']);

    let fallo: Promise<boolean> = Promise.resolve(true);
    act(() => {
      fallo = result.current.descargar('/admin/api/archivos/7');
    });
    expect(await screen.findByText('Sin datos')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: messages.general.aceptar }));
      expect(await fallo).toBe(false);
    });
    expect(result.current.ocupado).toBe(false);
  });
});

describe('guardarBase64', () => {
  it('saves the bytes of a base64 answer as an .xlsx', async () => {
    guardarBase64(btoa('PK\u0003\u0004'), 'Traspasos.xlsx');
    expect(guardados[0]!.nombre).toBe('Traspasos.xlsx');
    expect(guardados[0]!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(new Uint8Array(await guardados[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });
});
