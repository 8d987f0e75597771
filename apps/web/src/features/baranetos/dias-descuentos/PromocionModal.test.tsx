import { diasDescuentosMessages as m, type Promocion } from '@farmasi/contracts/baranetos/dias-descuentos';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { PromocionModal } from './PromocionModal';

const GUARDAR = 'POST /admin/api/Baranetos/guardardiasdescuentos';

const promocion: Promocion = {
  codPromocion: 4,
  nomPromocion: 'Fin de semana',
  codSucursal: 901,
  sucursal: 'Baranetos Centro',
  nomDiaSemana: 'Sábado',
  lunes: 0,
  martes: 0,
  miercoles: 0,
  jueves: 0,
  viernes: 0,
  sabado: 6,
  domingo: 0,
  descuento: 10,
  fechaVigenciaInicio: '2026-11-01',
  fechaVigenciaFinal: '2026-11-30',
};

const setup = async () => {
  const fetchMock = mockFetch({
    'GET /admin/api/Baranetos/obtenersucursales': envelope([
      { codSucursal: 901, descripcion: 'Baranetos Centro' },
    ]),
    [GUARDAR]: (body) => envelope({ ...promocion, ...(body as object) }, m.guardado),
  });
  const onClose = vi.fn();
  const utils = renderWithProviders(<PromocionModal promocion={promocion} onClose={onClose} />);
  await waitFor(() => expect(document.activeElement?.id).toBe('nomPromocion'));
  return { ...utils, fetchMock, onClose };
};

/** Selects a field's text and types over it. */
const reescribir = async (user: Awaited<ReturnType<typeof setup>>['user'], id: string, texto: string) => {
  const input = document.getElementById(id) as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.keyboard(`{Backspace}${texto}`);
};

const guardar = async (user: Awaited<ReturnType<typeof setup>>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await user.click(await screen.findByRole('button', { name: 'Si' }));
};

describe('PromocionModal (S56, issue 30)', () => {
  beforeEach(() => {
    signIn();
  });

  it('a retyped start date is the one saved', async () => {
    const { user, fetchMock, onClose } = await setup();
    await reescribir(user, 'fechaVigenciaInicio', '05/11/2026');
    await guardar(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, GUARDAR)).toMatchObject([
      { fechaVigenciaInicio: '2026-11-05', fechaVigenciaFinal: '2026-11-30' },
    ]);
  });

  it.each([
    ['1.5', 1.5],
    ['7,5', 7.5],
  ])('a discount of %s is saved as %s', async (texto, descuento) => {
    const { user, fetchMock, onClose } = await setup();
    await reescribir(user, 'descuento', texto);
    await guardar(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, GUARDAR)).toMatchObject([{ descuento }]);
  });

  it('01/01/1900 is refused as a start date with a warning, and nothing is saved', async () => {
    const { user, fetchMock, onClose } = await setup();
    await reescribir(user, 'fechaVigenciaInicio', '01/01/1900');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha 01/ene/1900 no se puede elegir en este campo.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('button', { name: 'Si' })).toBeNull();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect((document.getElementById('fechaVigenciaInicio') as HTMLInputElement).value).toBe('01/nov/2026');
  });
});
