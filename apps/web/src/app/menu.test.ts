import { describe, expect, it } from 'vitest';
import { permiso } from '@/test/render';
import { accordionKeys, buildMenu, findByPath, parentsOf } from './menu';

const permisos = [
  permiso(1, null, null, 'Farmacia'),
  permiso(10, null, 1, 'Catálogos'),
  permiso(11, '/farmasi/catalogos/catgruposucursales', 10, 'Grupo sucursales'),
  permiso(12, 'farmasi/catalogos/clientes', 10, 'Clientes'),
  permiso(20, null, 1, 'Vacío'),
  permiso(2, null, null, 'Mayoreo'),
  permiso(21, null, 2, 'Sin pantallas'),
  permiso(99, '/farmasi/reportes/facturas', 500, 'Huérfano'),
];

describe('buildMenu', () => {
  const menu = buildMenu(permisos);

  it('nests items under their parents and hides groups without reachable screens', () => {
    expect(menu.map((n) => n.label)).toEqual(['Farmacia', 'Huérfano']);
    const farmacia = menu[0]!;
    expect(farmacia.children.map((n) => n.label)).toEqual(['Catálogos']);
    expect(farmacia.children[0]!.children.map((n) => n.url)).toEqual([
      '/farmasi/catalogos/catgruposucursales',
      '/farmasi/catalogos/clientes',
    ]);
  });

  it('finds the entry of a path, case-insensitively', () => {
    expect(findByPath(menu, '/Farmasi/Catalogos/CatGrupoSucursales')?.label).toBe('Grupo sucursales');
    expect(findByPath(menu, '/farmasi/otra')).toBeNull();
  });

  it('keeps one group open per level (accordion)', () => {
    const parents = parentsOf(menu);
    expect(accordionKeys(['1', '10'], ['1'], parents)).toEqual(['1', '10']);
    // opening a top-level group closes the other branch
    expect(accordionKeys(['1', '10', '2'], ['1', '10'], parents)).toEqual(['2']);
    // closing keeps what antd proposes
    expect(accordionKeys(['1'], ['1', '10'], parents)).toEqual(['1']);
  });

  it('does not hang on a cycle', () => {
    expect(buildMenu([permiso(1, null, 2), permiso(2, '/x', 1)])).toBeDefined();
  });
});
