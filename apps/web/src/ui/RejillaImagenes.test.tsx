import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RejillaImagenes } from './RejillaImagenes';

const fotos = [
  { id: 7, orden: 1 },
  { id: 9, orden: 2 },
];

const rejilla = (extra?: (f: (typeof fotos)[number]) => ReactNode) => {
  const modificar = vi.fn();
  const eliminar = vi.fn();
  const onChange = vi.fn();
  render(
    <RejillaImagenes
      items={fotos}
      clave={(f) => f.id}
      nombre={(f) => `imagen ${f.orden}`}
      imagen={(f) => ({ src: `/archivos/${f.id}`, alt: `Foto ${f.orden}` })}
      proporcion="1"
      pie={(f) => <span>pie {f.id}</span>}
      acciones={[
        { clave: 'modificar', etiqueta: 'Modificar', icono: <EditOutlined />, onClick: modificar },
        {
          clave: 'eliminar',
          etiqueta: 'Eliminar',
          icono: <DeleteOutlined />,
          danger: true,
          onClick: eliminar,
        },
      ]}
      extra={extra}
      onChange={onChange}
    />,
  );
  return { modificar, eliminar, onChange };
};

describe('RejillaImagenes', () => {
  it('draws each picture with its footer, in order, and moves one with its buttons', async () => {
    const { onChange } = rejilla();
    expect(screen.getAllByRole('img', { name: /^Foto/ }).map((i) => i.getAttribute('src'))).toEqual([
      '/archivos/7',
      '/archivos/9',
    ]);
    expect(screen.getByText('pie 9')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bajar imagen 1' }));
    expect(onChange).toHaveBeenLastCalledWith([fotos[1], fotos[0]]);
  });

  it("offers each action as a button named after the tile, and in the tile's right-click menu", async () => {
    const { modificar, eliminar } = rejilla();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar imagen 2' }));
    expect(eliminar).toHaveBeenCalledWith(fotos[1]);
    fireEvent.contextMenu(screen.getByRole('img', { name: 'Foto 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Modificar' }));
    expect(modificar).toHaveBeenCalledWith(fotos[0]);
  });

  it("adds the tile's own buttons after its actions (its Historial)", async () => {
    const historial = vi.fn();
    rejilla((f) => (
      <button type="button" onClick={() => historial(f.id)}>
        Historial de imagen {f.orden}
      </button>
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Historial de imagen 2' }));
    expect(historial).toHaveBeenCalledWith(9);
  });
});
