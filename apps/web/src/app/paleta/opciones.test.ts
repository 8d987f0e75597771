import { describe, expect, it } from 'vitest';
import { permiso } from '@/test/render';
import { buildMenu } from '../menu';
import { filtrarPantallas, pantallasDelMenu, recientesDelMenu, urlEnMenu } from './opciones';

const menu = buildMenu([
  permiso(1, null, null, 'Catálogos'),
  permiso(2, '/farmasi/catalogos/catgruposucursales', 1, 'Grupo sucursales'),
  permiso(3, '/farmasi/catalogos/catarticulos', 1, 'Alta de artículos'),
  permiso(4, '/farmasi/catalogos/articulosfarmasi', 1, 'Artículos DIFARMER pendientes'),
  permiso(5, null, null, 'Administración'),
  permiso(6, '/farmasi/administracion/direccion-sucursales', 5, 'Direcciones de sucursales'),
  permiso(7, '/farmasi/administracion/traspasos-sucursales', 5, 'Traspaso de sucursales'),
]);
const pantallas = pantallasDelMenu(menu);
const nombres = (texto: string, recientes: string[] = []) =>
  filtrarPantallas(pantallas, texto, recientes).map((o) => o.label);

describe('the palette’s screens', () => {
  it('lists the menu’s screens with their groups', () => {
    expect(pantallas.map((p) => [p.label, p.grupo])).toEqual([
      ['Grupo sucursales', 'Catálogos'],
      ['Alta de artículos', 'Catálogos'],
      ['Artículos DIFARMER pendientes', 'Catálogos'],
      ['Direcciones de sucursales', 'Administración'],
      ['Traspaso de sucursales', 'Administración'],
    ]);
  });

  it('finds part of a name whatever its accents and case, best matches first', () => {
    expect(nombres('ARTICULOS')).toEqual(['Artículos DIFARMER pendientes', 'Alta de artículos']);
    expect(nombres('sucursal')).toEqual([
      'Grupo sucursales',
      'Direcciones de sucursales',
      'Traspaso de sucursales',
    ]);
    expect(nombres('dirección suc')).toEqual(['Direcciones de sucursales']);
    // A group's name finds its screens, after the names that match.
    expect(nombres('administracion')).toEqual(['Direcciones de sucursales', 'Traspaso de sucursales']);
    expect(nombres('inexistente')).toEqual([]);
  });

  it('puts recent screens first: alone when nothing is typed, among equals otherwise', () => {
    const recientes = ['/farmasi/administracion/traspasos-sucursales', '/farmasi/quitada'];
    expect(recientesDelMenu(pantallas, recientes).map((o) => o.label)).toEqual(['Traspaso de sucursales']);
    expect(nombres('', recientes)[0]).toBe('Traspaso de sucursales');
    expect(nombres('sucursal', recientes)).toEqual([
      'Traspaso de sucursales',
      'Grupo sucursales',
      'Direcciones de sucursales',
    ]);
  });

  it('finds a manifest’s screen in the menu, {product} standing for the slug', () => {
    expect(urlEnMenu(pantallas, '/{product}/catalogos/articulos{product}')).toBe(
      '/farmasi/catalogos/articulosfarmasi',
    );
    expect(urlEnMenu(pantallas, '/{product}/catalogos/clientes')).toBeNull();
  });
});
