import {
  type Domicilio,
  medicosMessages as m,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { EditarDomicilioModal } from './EditarDomicilioModal';

const API = '/admin/api/antibioticosmedicos';
const MODIFICAR = `POST ${API}/modificar-domicilio/`;

const domicilio: Domicilio = {
  idCatAntibioticosDomicilios: 7,
  idCatAntibioticosMedicos: 3,
  calle: 'Av. Reforma',
  numExterior: '12',
  numInterior: '',
  colonia: 'Centro',
  cP: '72001',
  municipio: 'Puebla',
  estado: 'Puebla',
  cod_Estado: 21,
  pais: 'México',
};

const setup = async () => {
  const fetchMock = mockFetch({
    [`GET ${API}/estados`]: envelope({ estados: [{ cod_Estado: 21, descripcion: 'Puebla' }] }),
    [MODIFICAR]: (body) => envelope({ ...domicilio, ...(body as object) }, m.domicilioModificado),
  });
  const onClose = vi.fn();
  const utils = renderWithProviders(<EditarDomicilioModal domicilio={domicilio} onClose={onClose} />);
  const cp = screen.getByLabelText('Código postal') as HTMLInputElement;
  // The modal focuses its first field as it opens.
  await waitFor(() => expect(document.activeElement?.id).toBe('domicilio-calle'));
  return { ...utils, fetchMock, onClose, cp };
};

describe('EditarDomicilioModal (S47): the postal code', () => {
  beforeEach(() => {
    signIn();
  });

  it("a pasted ' 72000' is saved as 72000, not 7200 (issue 30)", async () => {
    const { user, fetchMock, onClose, cp } = await setup();
    await user.clear(cp);
    await user.paste(' 72000');
    expect(cp.value).toBe('72000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, MODIFICAR)).toMatchObject([{ cP: '72000' }]);
  });

  it('a postal code of four digits is refused with a warning and not sent', async () => {
    const { user, fetchMock, onClose, cp } = await setup();
    await user.clear(cp);
    await user.type(cp, '7200');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.cpInvalido)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(cp));
    expect(sentBodies(fetchMock, MODIFICAR)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
