import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListaOrdenable, mover } from './ListaOrdenable';

const items = ['Aspirina', 'Bálsamo', 'Crema'];
const lista = (onChange = vi.fn()) => {
  render(
    <ListaOrdenable
      items={items}
      clave={(i) => i}
      nombre={(i) => i}
      contenido={(i) => i}
      onChange={onChange}
    />,
  );
  return onChange;
};

describe('ListaOrdenable', () => {
  it('moves an item within the list', () => {
    expect(mover(items, 2, 0)).toEqual(['Crema', 'Aspirina', 'Bálsamo']);
    expect(mover(items, 0, 5)).toEqual(['Bálsamo', 'Crema', 'Aspirina']);
  });

  it('moves a row with its buttons; the ends cannot move further', async () => {
    const onChange = lista();
    expect(screen.getByRole('button', { name: 'Subir Aspirina' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Bajar Crema' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Bajar Aspirina' }));
    expect(onChange).toHaveBeenLastCalledWith(['Bálsamo', 'Aspirina', 'Crema']);
    await userEvent.click(screen.getByRole('button', { name: 'Subir Crema' }));
    expect(onChange).toHaveBeenLastCalledWith(['Aspirina', 'Crema', 'Bálsamo']);
  });

  it('drops a dragged row where it is dropped', () => {
    const onChange = lista();
    // The rows (antd also draws each row's actions as list items).
    const filas = [...document.querySelectorAll<HTMLElement>('.lista-ordenable .ant-list-item')];
    const datos = { setData: vi.fn(), getData: () => '2', effectAllowed: '' };
    fireEvent.dragStart(filas[2]!, { dataTransfer: datos });
    fireEvent.dragOver(filas[0]!, { dataTransfer: datos });
    fireEvent.drop(filas[0]!, { dataTransfer: datos });
    expect(onChange).toHaveBeenLastCalledWith(['Crema', 'Aspirina', 'Bálsamo']);
  });
});
