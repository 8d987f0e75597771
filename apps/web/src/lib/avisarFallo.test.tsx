import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, wasReported } from '@/api';
import { renderWithProviders } from '@/test/render';
import { avisarFallo } from './avisarFallo';

const TEXTO = 'Error al guardar información';
const aviso = avisarFallo(TEXTO);

/** The dialog shown, its icon's kind, and 'Aceptar' pressed to close it. */
const visto = async (user: ReturnType<typeof renderWithProviders>['user'], texto: string) => {
  const contenido = await screen.findByText(texto);
  const tipo = contenido
    .closest('.ant-modal-confirm')
    ?.className.match(/ant-modal-confirm-(warning|error)/)?.[1];
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByText(texto)).toBeNull());
  return tipo;
};

describe('avisarFallo', () => {
  it("shows a refusal's or a 400's message as a warning", async () => {
    const { user } = renderWithProviders(<span />);
    aviso(new ApiError('rejected', 'La sucursal 9 no existe.'));
    expect(await visto(user, 'La sucursal 9 no existe.')).toBe('warning');
    aviso(new ApiError('status', "Datos inválidos: el campo 'x'", 400));
    expect(await visto(user, "Datos inválidos: el campo 'x'")).toBe('warning');
  });

  it("shows the screen's text as an error for a lost connection or a server fault, and marks it shown", async () => {
    const { user } = renderWithProviders(<span />);
    const errores = [new ApiError('network', 'x'), new ApiError('status', 'Error interno', 500)];
    for (const e of errores) {
      aviso(e);
      expect(await visto(user, TEXTO)).toBe('error');
    }
    expect(errores.every(wasReported)).toBe(true);
  });

  it('says nothing for a 403 or an ended session (the app handles them)', async () => {
    renderWithProviders(<span />);
    aviso(new ApiError('status', 'Sin permiso', 403));
    aviso(new ApiError('session', 'La sesión ha caducado'));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
