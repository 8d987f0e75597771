import { describe, expect, it, vi } from 'vitest';
import { esDelMapa, esMostrarMapa, type MostrarMapa } from './mensajes';
import { type ApiMapas, crearVista } from './vista';

/** A stand-in for google.maps that records what the view asks of it. */
const falsoGoogle = () => {
  const mapas: { opciones: Record<string, unknown>; centros: unknown[]; zooms: number[] }[] = [];
  const marcadores: { opciones: Record<string, unknown>; enMapa: boolean; click?: () => void }[] = [];
  const api: ApiMapas = {
    Map: class {
      registro = { opciones: {} as Record<string, unknown>, centros: [] as unknown[], zooms: [] as number[] };
      constructor(_e: HTMLElement, opciones: Record<string, unknown>) {
        this.registro.opciones = opciones;
        mapas.push(this.registro);
      }
      setCenter(c: unknown) {
        this.registro.centros.push(c);
      }
      setZoom(z: number) {
        this.registro.zooms.push(z);
      }
    },
    Marker: class {
      registro: (typeof marcadores)[number];
      constructor(opciones: Record<string, unknown>) {
        this.registro = { opciones, enMapa: true };
        marcadores.push(this.registro);
      }
      setMap(m: unknown) {
        this.registro.enMapa = m !== null;
      }
      addListener(_e: 'click', f: () => void) {
        this.registro.click = f;
      }
    },
    SymbolPath: { CIRCLE: 'circulo' },
  };
  return { api, mapas, marcadores };
};

const pedido = (extra: Partial<MostrarMapa> = {}): MostrarMapa => ({
  tipo: 'mostrar',
  clave: 'AIzaPrueba',
  centro: [19.04, -98.2],
  zoom: 16,
  lugares: [
    { codCliente: 101, nombre: 'Farmacia San Rafael Centro', latitud: 19.041, longitud: -98.206 },
    { codCliente: 102, nombre: 'Farmacia Los Fuertes', latitud: 19.06, longitud: -98.18 },
  ],
  elegido: null,
  ...extra,
});

describe('the Google map view', () => {
  it('centres on the customer at zoom 16 and draws one titled marker per place', () => {
    const { api, mapas, marcadores } = falsoGoogle();
    crearVista(api, document.createElement('div'), vi.fn()).mostrar(pedido());
    expect(mapas).toHaveLength(1);
    expect(mapas[0]!.opciones).toMatchObject({ center: { lat: 19.04, lng: -98.2 }, zoom: 16 });
    expect(marcadores.map((m) => m.opciones.title)).toEqual([
      'Farmacia San Rafael Centro',
      'Farmacia Los Fuertes',
    ]);
    expect(marcadores[0]!.opciones.position).toEqual({ lat: 19.041, lng: -98.206 });
  });

  it('reports the code of the clicked place', () => {
    const { api, marcadores } = falsoGoogle();
    const onElegir = vi.fn();
    crearVista(api, document.createElement('div'), onElegir).mostrar(pedido());
    marcadores[1]!.click?.();
    expect(onElegir).toHaveBeenCalledWith(102);
  });

  it('redraws on the same map: old markers removed, the chosen one larger and on top', () => {
    const { api, mapas, marcadores } = falsoGoogle();
    const vista = crearVista(api, document.createElement('div'), vi.fn());
    vista.mostrar(pedido());
    vista.mostrar(pedido({ elegido: 102, centro: [19.06, -98.18] }));
    expect(mapas).toHaveLength(1);
    expect(mapas[0]!.centros).toEqual([{ lat: 19.06, lng: -98.18 }]);
    expect(marcadores.slice(0, 2).every((m) => !m.enMapa)).toBe(true);
    const [a, b] = marcadores.slice(2);
    expect(b!.opciones).toMatchObject({ zIndex: 2, icon: { scale: 12, fillColor: '#13a36f' } });
    expect(a!.opciones).toMatchObject({ zIndex: 1, icon: { scale: 9 } });
  });

  it('without a position starts on the first place, and on Mexico at zoom 5 when there is none', () => {
    const uno = falsoGoogle();
    crearVista(uno.api, document.createElement('div'), vi.fn()).mostrar(pedido({ centro: null }));
    expect(uno.mapas[0]!.opciones).toMatchObject({ center: { lat: 19.041, lng: -98.206 }, zoom: 16 });
    const otro = falsoGoogle();
    crearVista(otro.api, document.createElement('div'), vi.fn()).mostrar(
      pedido({ centro: null, lugares: [] }),
    );
    expect(otro.mapas[0]!.opciones).toMatchObject({ zoom: 5 });
  });
});

describe('the messages between the detail and the map', () => {
  it('trusts only messages of their shape', () => {
    expect(esDelMapa({ tipo: 'elegir', codCliente: 5 })).toBe(true);
    expect(esDelMapa({ tipo: 'elegir', codCliente: '5' })).toBe(false);
    expect(esDelMapa({ tipo: 'otro' })).toBe(false);
    expect(esDelMapa('listo')).toBe(false);
    expect(esMostrarMapa(pedido())).toBe(true);
    expect(esMostrarMapa({ tipo: 'mostrar', clave: 1, lugares: [] })).toBe(false);
  });
});
