import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { GraficaDeLista } from './GraficaDeLista';
import { GraficaLineas } from './index';

const datos = [
  { fila: '101 · 01/nov', corte: 1000, factura: 990, diferencia: 10 },
  { fila: '102 · 01/nov', corte: 500, factura: 500.5, diferencia: -0.5 },
];
const series = [
  { clave: 'corte', nombre: 'Importe corte' },
  { clave: 'factura', nombre: 'Importe factura' },
  { clave: 'diferencia', nombre: 'Diferencia' },
];
const dinero = (v: number) => `$${v.toFixed(2)}`;

describe('the kit’s charts', () => {
  conCodigosDeTecla();

  it('a chart is a figure named by its title, its values in a table for screen readers', () => {
    renderWithProviders(
      <GraficaLineas
        titulo="Ventas por zona"
        datos={datos}
        x="fila"
        series={series.slice(0, 1)}
        formato={dinero}
      />,
    );
    const figura = screen.getByRole('figure', { name: 'Ventas por zona' });
    const tabla = within(figura).getByRole('table');
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['filaImporte corte', '101 · 01/nov$1000.00', '102 · 01/nov$500.00']);
  });

  it('a list’s chart is closed until asked; the first two values by default, a select picks another', async () => {
    const { user } = renderWithProviders(
      <GraficaDeLista titulo="Facturas" datos={datos} x="fila" series={series} formato={dinero} />,
    );
    expect(screen.queryByRole('figure')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Ver gráfica/ }));
    const encabezados = () =>
      within(screen.getByRole('figure', { name: 'Facturas' }))
        .getAllByRole('columnheader')
        .map((c) => c.textContent);
    expect(encabezados()).toEqual(['fila', 'Importe corte', 'Importe factura']);
    await user.type(screen.getByRole('combobox', { name: 'Valor de la gráfica' }), 'diferencia{Enter}');
    await waitFor(() => expect(encabezados()).toEqual(['fila', 'Diferencia']));
    await user.click(screen.getByRole('button', { name: /Ocultar gráfica/ }));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('offers nothing for a list without rows or without values', () => {
    renderWithProviders(<GraficaDeLista titulo="Vacía" datos={[]} x="fila" series={series} />);
    expect(screen.queryByRole('button', { name: /Ver gráfica/ })).toBeNull();
  });
});
