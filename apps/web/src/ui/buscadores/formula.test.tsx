import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { BuscadorFormula } from '.';

describe('BuscadorFormula', () => {
  beforeEach(() => {
    signIn();
  });

  it('searches the formulas by the typed text and hands back the chosen one', async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/buscadores/buscar-formula/amoxi': envelope([{ codigo: 4, descripcion: 'AMOXICILINA' }]),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<BuscadorFormula onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Buscar fórmula por código o nombre' }), 'amoxi');
    await user.click(await screen.findByText('4 - AMOXICILINA'));
    expect(onChange).toHaveBeenCalledWith(4, { codigo: 4, descripcion: 'AMOXICILINA' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
