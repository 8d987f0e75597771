import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SeleccionModal } from './SeleccionModal';

type Fila = { codigo: number; nombre: string };
const filas: Fila[] = Array.from({ length: 14 }, (_, i) => ({
  codigo: i + 1,
  nombre: i < 12 ? `Mérida ${i + 1}` : `Puebla ${i + 1}`,
}));

const Prueba = ({ onGuardar }: { onGuardar: (marcadas: number[]) => unknown }) => {
  const [marcadas, setMarcadas] = useState<number[]>([14]);
  return (
    <SeleccionModal<Fila, number>
      titulo="Sucursales"
      buscarEtiqueta="Buscar sucursal"
      filas={filas}
      clave={(f) => f.codigo}
      columns={[
        { title: 'Código', dataIndex: 'codigo' },
        { title: 'Sucursal', dataIndex: 'nombre' },
      ]}
      marcadas={marcadas}
      onChange={setMarcadas}
      onGuardar={() => onGuardar(marcadas)}
      onCancelar={() => {}}
    />
  );
};

describe('SeleccionModal', () => {
  it("'Marcar todo' marks the rows the search shows (every page), never the hidden ones", async () => {
    const onGuardar = vi.fn();
    const { user } = renderWithProviders(<Prueba onGuardar={onGuardar} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 seleccionada')).toBeTruthy();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar sucursal' }), 'merida');
    // 12 rows found, 10 per page.
    expect(within(dialog).getAllByRole('row')).toHaveLength(11);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todo' }));
    expect(within(dialog).getByText('13 seleccionadas')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Desmarcar todo' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    // 13 (Puebla, marked before) stays as it was; hidden 13 never gains a mark.
    expect(onGuardar).toHaveBeenCalledWith([14, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    await user.click(within(dialog).getByRole('button', { name: 'Desmarcar todo' }));
    expect(within(dialog).getByText('1 seleccionada')).toBeTruthy();
  });

  it('a click on a row marks it; one row only when multiple is false', async () => {
    const Unica = () => {
      const [m, setM] = useState<number[]>([]);
      return (
        <SeleccionModal<Fila, number>
          titulo="Una"
          multiple={false}
          filas={filas}
          clave={(f) => f.codigo}
          columns={[{ title: 'Sucursal', dataIndex: 'nombre' }]}
          marcadas={m}
          onChange={setM}
          onGuardar={() => {}}
          onCancelar={() => {}}
        />
      );
    };
    const { user } = renderWithProviders(<Unica />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Marcar todo' })).toBeNull();
    await user.click(within(dialog).getByText('Mérida 2'));
    await user.click(within(dialog).getByText('Mérida 3'));
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.filter((r) => r.checked)).toHaveLength(1);
    expect(radios[2]?.checked).toBe(true);
  });

  it('a picking modal: its button says so, and a double click on a row takes that row at once', async () => {
    const onDobleClic = vi.fn();
    const Elegir = () => {
      const [m, setM] = useState<number[]>([]);
      return (
        <SeleccionModal<Fila, number>
          titulo="Resultados"
          multiple={false}
          textoGuardar="Seleccionar"
          filas={filas}
          clave={(f) => f.codigo}
          columns={[{ title: 'Sucursal', dataIndex: 'nombre' }]}
          marcadas={m}
          onChange={setM}
          onDobleClic={onDobleClic}
          onGuardar={() => {}}
          onCancelar={() => {}}
        />
      );
    };
    const { user } = renderWithProviders(<Elegir />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Seleccionar' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).toBeNull();
    await user.dblClick(within(dialog).getByText('Mérida 4'));
    expect(onDobleClic).toHaveBeenCalledWith({ codigo: 4, nombre: 'Mérida 4' });
  });

  it('Guardar is busy while its action runs: a double click saves once', async () => {
    let terminar: () => void = () => {};
    const onGuardar = vi.fn(() => new Promise<void>((r) => (terminar = r)));
    const { user } = renderWithProviders(<Prueba onGuardar={onGuardar} />);
    const guardar = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Guardar' });
    await user.dblClick(guardar);
    expect(onGuardar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(guardar.className).toContain('ant-btn-loading'));
    terminar();
    await waitFor(() => expect(guardar.className).not.toContain('ant-btn-loading'));
  });
});
