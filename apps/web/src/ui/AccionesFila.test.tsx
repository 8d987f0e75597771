import { screen } from '@testing-library/react';
import { Grid } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '@/test/render';
import { AccionesFila } from './AccionesFila';
import { DataTable } from './DataTable';

const ancho = (md: boolean) => vi.spyOn(Grid, 'useBreakpoint').mockReturnValue({ md, xs: !md });

const acciones = (agregar: () => void) => [
  { clave: 'agregar', etiqueta: 'Agregar', ariaLabel: 'Agregar sucursales a Ruta 1', onClick: agregar },
  { clave: 'todas', etiqueta: 'Eliminar todas', danger: true, disabled: true, onClick: () => {} },
];

describe('row actions at a phone and a desktop width', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('a desktop shows one labelled button per action', async () => {
    ancho(true);
    const agregar = vi.fn();
    const { user } = renderWithProviders(
      <AccionesFila titulo="Acciones de Ruta 1" acciones={acciones(agregar)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Agregar sucursales a Ruta 1' }));
    expect(agregar).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Eliminar todas' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Acciones de Ruta 1' })).toBeNull();
  });

  it('a phone shows one menu button whose entries carry the same labels', async () => {
    ancho(false);
    const agregar = vi.fn();
    const { user } = renderWithProviders(
      <AccionesFila titulo="Acciones de Ruta 1" acciones={acciones(agregar)} />,
    );
    expect(screen.queryByRole('button', { name: 'Agregar sucursales a Ruta 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acciones de Ruta 1' }));
    const todas = await screen.findByRole('menuitem', { name: /Eliminar todas/ });
    expect(todas.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: /Agregar/ }));
    expect(agregar).toHaveBeenCalledTimes(1);
  });

  it('with `menu` a desktop shows the one menu button too', async () => {
    ancho(true);
    const agregar = vi.fn();
    const { user } = renderWithProviders(
      <AccionesFila menu titulo="Acciones de Ruta 1" acciones={acciones(agregar)} />,
    );
    expect(screen.queryByRole('button', { name: 'Agregar sucursales a Ruta 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acciones de Ruta 1' }));
    await user.click(await screen.findByRole('menuitem', { name: /Agregar/ }));
    expect(agregar).toHaveBeenCalledTimes(1);
  });

  it('on a phone a wide pinned column scrolls with the row; a narrow pinned field stays pinned', () => {
    ancho(false);
    const columns = [
      { title: 'Nombre', dataIndex: 'nombre' },
      { title: 'Acciones', key: 'a', fixed: 'right' as const, width: 260, render: () => 'x' },
      { title: 'Editar', dataIndex: 'nombre', key: 'e', fixed: 'right' as const, width: 80 },
    ];
    renderWithProviders(
      <DataTable<{ id: number; nombre: string }>
        rowKey="id"
        columns={columns}
        dataSource={[{ id: 1, nombre: 'Ruta 1' }]}
        scroll={{ x: 600 }}
      />,
    );
    const fija = (nombre: string) =>
      screen.getByRole('columnheader', { name: nombre }).className.includes('ant-table-cell-fix');
    expect(fija('Acciones')).toBe(false);
    expect(fija('Editar')).toBe(true);
  });
});
