import { describe, expect, it } from 'vitest';
import {
  consultaFacturasBody,
  fallaFiltrosDocumentos,
  documentosMessages as m,
} from './facturasenrevision.ts';
import { consultaPedidosBody } from './pedidosproveedor.ts';

describe('the supplier document filters (S30, S31)', () => {
  it('check folio, both dates and their order, in that order', () => {
    const ok = { folio: '', de: '2026-10-28', a: '2026-11-28' };
    expect(fallaFiltrosDocumentos(ok)).toBeNull();
    expect(fallaFiltrosDocumentos({ ...ok, folio: '123456789' })).toBeNull();
    expect(fallaFiltrosDocumentos({ ...ok, folio: '1234567890', de: '' })).toEqual({
      campo: 'folio',
      mensaje: m.folioInvalido,
    });
    expect(fallaFiltrosDocumentos({ ...ok, folio: '12a' })?.campo).toBe('folio');
    expect(fallaFiltrosDocumentos({ ...ok, de: '' })).toEqual({ campo: 'de', mensaje: m.fechasRequeridas });
    expect(fallaFiltrosDocumentos({ ...ok, a: '' })).toEqual({ campo: 'a', mensaje: m.fechasRequeridas });
    expect(fallaFiltrosDocumentos({ ...ok, de: '2026-11-29' })).toEqual({
      campo: 'de',
      mensaje: m.fechaInicialMayor,
    });
  });

  it('default to RL, no folio, every brand (and branch), upload date', () => {
    const fechas = { fechaInicio: '2026-10-28', fechaFin: '2026-11-28' };
    expect(consultaFacturasBody.parse(fechas)).toMatchObject({
      folioFactura: 0,
      idCatProveedoresMarcasEnc: 0,
      estatus: 'RL',
      fechaSelect: 1,
      pagina: 1,
    });
    expect(consultaPedidosBody.parse(fechas)).toMatchObject({
      folioPedidoProveedor: 0,
      codSucursal: 0,
      idCatProveedoresMarcasEnc: 0,
      estatus: 'RL',
    });
    for (const estatus of ['', 'RL', 'S', 'ER', 'PP'])
      expect(consultaFacturasBody.safeParse({ ...fechas, estatus }).success).toBe(true);
    for (const estatus of ['rl', 'ABC', "'", 'E1'])
      expect(consultaFacturasBody.safeParse({ ...fechas, estatus }).success).toBe(false);
    expect(consultaFacturasBody.safeParse({ ...fechas, folioFactura: 1_000_000_000 }).success).toBe(false);
  });
});
