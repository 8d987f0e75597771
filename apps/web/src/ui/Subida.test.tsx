import { archivosMessages as m } from '@farmasi/contracts/generales/archivos';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '@/lib/session';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { instalarXhrFalso, XhrFalso } from '@/test/xhr';
import { Subida } from './Subida';

const URL_SUBIDA = '/admin/api/articulos/imagenes';

const montar = (props: Partial<Parameters<typeof Subida>[0]> = {}) => {
  instalarXhrFalso();
  const onSubido = vi.fn();
  const utils = renderWithProviders(
    <Subida<{ id: number }>
      url={URL_SUBIDA}
      campos={{ codArticulo: '1001' }}
      accept=".png,.jpg"
      tipos={['image/png', 'image/jpeg']}
      tamanoMaximo={1000}
      onSubido={onSubido}
      {...props}
    />,
  );
  // antd renews its file input after each pick: read it again every time.
  const entrada = () => utils.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...utils, onSubido, input: entrada(), entrada };
};

const png = (bytes = 10, nombre = 'foto.png') =>
  new File([new Uint8Array(bytes)], nombre, { type: 'image/png' });

describe('Subida', () => {
  it('sends the file with the token and its fields, shows progress, then hands over the data', async () => {
    signIn();
    const { user, input, entrada, onSubido } = montar();
    expect(screen.getByRole('button', { name: new RegExp(m.seleccionar) })).toBeTruthy();
    await user.upload(input, png());
    await waitFor(() => expect(XhrFalso.enviados).toHaveLength(1));
    const xhr = XhrFalso.enviados[0]!;
    expect([xhr.metodo, xhr.url, xhr.cabeceras.Authorization]).toEqual([
      'POST',
      URL_SUBIDA,
      'Bearer token-1',
    ]);
    expect(xhr.cuerpo!.get('codArticulo')).toBe('1001');
    expect((xhr.cuerpo!.get('archivo') as File).name).toBe('foto.png');

    act(() => xhr.progreso(45, 100));
    expect(await screen.findByText(m.subiendo)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    // Busy: a second file cannot start over the first.
    await user.upload(entrada(), png(5, 'otra.png'));
    expect(XhrFalso.enviados).toHaveLength(1);

    act(() => xhr.responder(200, envelope({ id: 9 }, m.subido)));
    await waitFor(() => expect(onSubido).toHaveBeenCalledWith({ id: 9 }, m.subido));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's refusal (type read from the content) in a warning and hands nothing over", async () => {
    signIn();
    const { user, input, onSubido } = montar();
    await user.upload(input, png());
    await waitFor(() => expect(XhrFalso.enviados).toHaveLength(1));
    act(() => XhrFalso.enviados[0]!.responder(200, envelope(null, m.tipoIncorrecto, false)));
    expect(await screen.findByText(m.tipoIncorrecto)).toBeTruthy();
    expect(onSubido).not.toHaveBeenCalled();
  });

  it("shows the Spanish 413 of a file over the server's limit", async () => {
    signIn();
    const { user, input } = montar({ tamanoMaximo: undefined });
    await user.upload(input, png(5000));
    await waitFor(() => expect(XhrFalso.enviados).toHaveLength(1));
    const texto = 'El archivo excede el tamaño máximo permitido de 1 KB.';
    act(() => XhrFalso.enviados[0]!.responder(413, envelope(null, texto, false)));
    expect(await screen.findByText(texto)).toBeTruthy();
  });

  it('checks type and size before sending anything', async () => {
    signIn();
    const { user, input, entrada } = montar({ mensajes: { tamano: 'Máximo 1 KB' } });
    await user.upload(input, png(2000));
    expect(await screen.findByText('Máximo 1 KB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const gif = new File([new Uint8Array(4)], 'a.png', { type: 'image/gif' });
    // The name passes the file dialog's filter (accept), the type does not.
    await user.upload(entrada(), gif);
    expect(await screen.findByText(m.tipoIncorrecto)).toBeTruthy();
    expect(XhrFalso.enviados).toHaveLength(0);
  });

  it('renews the session on a 401 and sends the file again', async () => {
    signIn({ token: 'caducado' });
    mockFetch({
      'POST /admin/api/seguridad/renovar-token': () => ({
        ...envelope(null),
        accessToken: 'token-2',
        expiresIn: 1800,
        expiresAt: null,
      }),
    });
    const { user, input, onSubido } = montar();
    await user.upload(input, png());
    await waitFor(() => expect(XhrFalso.enviados).toHaveLength(1));
    act(() => XhrFalso.enviados[0]!.responder(401, envelope(null, 'x', false)));
    await waitFor(() => expect(XhrFalso.enviados).toHaveLength(2));
    expect(XhrFalso.enviados[1]!.cabeceras.Authorization).toBe('Bearer token-2');
    expect(readSession()?.token).toBe('token-2');
    act(() => XhrFalso.enviados[1]!.responder(200, envelope({ id: 3 }, '')));
    await waitFor(() => expect(onSubido).toHaveBeenCalledWith({ id: 3 }, ''));
  });
});
