import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { describe, expect, it } from 'vitest';
import { pantallaDeRuta } from './pantalla-ruta.ts';

const menu = (id: number, url: string): PantallaMenu => ({
  access: 'menu',
  id,
  parent: 3,
  name: `P${id}`,
  icon: 'AuditOutlined',
  url,
  title: `P${id}`,
  order: 0,
  empresa: 1,
});
const a = menu(1, '/a');
const b = menu(2, '/b');
const c = menu(3, '/c');
const porUrl = new Map([a, b, c].map((p) => [p.url, p]));

describe('the screen a route’s changes are audited under', () => {
  it('is the module’s screen that grants the route', () => {
    expect(pantallaDeRuta({ pantallas: [a, b] }, ['/c', '/b'], porUrl)).toBe(2);
    expect(pantallaDeRuta({ pantallas: [a, b] }, ['/a', '/b'], porUrl)).toBe(1);
  });

  it('is the list a detail screen opens from', () => {
    const detalle = { access: 'detalle' as const, url: '/a/:id', title: 'Detalle', de: a };
    expect(pantallaDeRuta({ pantallas: [detalle] }, ['/a'], porUrl)).toBe(1);
  });

  it('is the one screen granting it when the module grants none, else the module’s first', () => {
    expect(pantallaDeRuta({ pantallas: [a] }, ['/c'], porUrl)).toBe(3);
    expect(pantallaDeRuta({ pantallas: [a] }, ['/b', '/c'], porUrl)).toBe(1);
    expect(pantallaDeRuta({ pantallas: [a] }, [], porUrl)).toBe(1);
  });

  it('is none for a module without a menu screen (sign-in) or outside a module', () => {
    const libre = { access: 'sesion' as const, url: '/login', title: 'Entrar' };
    expect(pantallaDeRuta({ pantallas: [libre] }, [], porUrl)).toBeUndefined();
    expect(pantallaDeRuta(undefined, ['/a', '/b'], porUrl)).toBeUndefined();
  });
});
