import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '@/test/render';
import { DireccionModal } from './DireccionModal';

describe('DireccionModal (S42): at 390 px it kept the desktop grid (issue 30)', () => {
  beforeEach(() => signIn());

  it('every field is full width on a phone (xs) and keeps its desktop share from sm up', async () => {
    renderWithProviders(
      <DireccionModal
        sucursales={[{ codSucursal: 12, sucursal: 'Guadalajara Centro' }]}
        direcciones={[]}
        codSucursal={12}
        onClose={vi.fn()}
      />,
    );
    const columna = (etiqueta: string) =>
      screen.getByText(etiqueta).closest('.ant-form-item')?.parentElement as HTMLElement;
    await screen.findByText('Código postal');
    for (const etiqueta of ['Sucursal', 'Tipo', 'Código postal', 'Colonia', 'Municipio', 'Calle', 'Teléfono'])
      expect(columna(etiqueta).className).toContain('ant-col-xs-24');
    expect(columna('Hora de apertura').className).toContain('ant-col-xs-12');
    expect(columna('Código postal').className).toContain('ant-col-sm-6');
  });
});
