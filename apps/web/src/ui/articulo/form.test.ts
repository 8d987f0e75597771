import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { validarArticulo } from '@farmasi/contracts/catalogos/articulos/validar';
import { describe, expect, it } from 'vitest';
import {
  articuloNuevo,
  cambiarFormaFarmaceutica,
  cambiarMedida,
  cambiarRecarga,
  codBarrasNuevo,
  filtrarExistencia,
  reglasEdicion,
} from './form';

const item = (codigo: number) => ({ codigo, descripcion: 'X', aplicar: false, desglozar: false });
const completo = () => {
  const a = articuloNuevo();
  return {
    ...a,
    descripcion: 'JABON',
    codBarras: [{ codArticulo: 0, codBarras: '7501', tipo: 'F' }],
    registroSSA: 'SSA',
    fraccion: 'IV',
    codMedida: 1,
    farmasi: {
      ...a.farmasi,
      formula: item(1),
      laboratorio: item(1),
      linea: item(1),
      familia: item(1),
      formaFarmaceutica: item(1),
    },
  };
};
const ctx = { gotasHabilitadas: false, costos: [] };

describe('article save validation (000 §5), first failure in order', () => {
  it('accepts a complete article', () => expect(validarArticulo(completo(), ctx)).toBeNull());
  it('gives each message in order, with the field to focus', () => {
    const pasos: [Partial<ReturnType<typeof completo>>, string, string][] = [
      [{ descripcion: ' ', codBarras: [] }, m.sinDescripcion, 'descripcion'],
      [{ codBarras: [], codigoSAT: '1' }, m.sinCodBarras, 'codBarras'],
      [{ codigoSAT: '1234567', registroSSA: '' }, m.codigoSat, 'codigoSAT'],
      [{ registroSSA: '', fraccion: '' }, m.sinRegistroSsa, 'registroSSA'],
      [{ fraccion: '' }, m.sinFraccion, 'fraccion'],
      [{ codMedida: 0 }, m.sinMedida, 'codMedida'],
    ];
    for (const [over, mensaje, campo] of pasos)
      expect(validarArticulo({ ...completo(), ...over }, ctx)).toEqual({ mensaje, campo });
  });
  it('skips the wholesaler checks for a linked article and the SAT check for airtime', () => {
    expect(
      validarArticulo({ ...completo(), soloFarmasi: false, codBarras: [], registroSSA: '' }, ctx),
    ).toBeNull();
    const recarga = { ...completo(), articuloRecarga: true, codigoSAT: '' };
    expect(validarArticulo(recarga, ctx)?.mensaje).toBe(m.sinRecargaProveedor);
  });
  it('asks drops only when enabled and a default cost only when costs exist', () => {
    expect(validarArticulo(completo(), { ...ctx, gotasHabilitadas: true })?.mensaje).toBe(m.sinGotas);
    expect(validarArticulo(completo(), { ...ctx, costos: [{ precioGlobal: false }] })?.mensaje).toBe(
      m.sinPrecioGlobal,
    );
    expect(validarArticulo(completo(), { ...ctx, costos: [{ precioGlobal: true }] })).toBeNull();
  });
});

describe('form rules', () => {
  it('disables everything before a load and wholesaler fields for linked articles', () => {
    expect(reglasEdicion(null).cargado).toBe(false);
    expect(reglasEdicion({ ...articuloNuevo(), soloFarmasi: false }).mayorista).toBe(false);
    expect(reglasEdicion({ ...articuloNuevo(), soloFarmasi: false }).contenido).toBe(false);
    expect(reglasEdicion({ ...articuloNuevo(), soloFarmasi: false, unidadVtaFcia: 2 }).contenido).toBe(true);
  });
  it('airtime toggle sets the SAT code; form change resets measure and drops; measure enables drops', () => {
    expect(cambiarRecarga(articuloNuevo(), true, '51000000').codigoSAT).toBe('01010101');
    expect(cambiarRecarga(articuloNuevo(), false, '51000000').codigoSAT).toBe('51000000');
    // The code the article had when airtime was turned on comes back (issue 30); 01010101 is not one.
    expect(cambiarRecarga(articuloNuevo(), false, '51000000', '51101500').codigoSAT).toBe('51101500');
    expect(cambiarRecarga(articuloNuevo(), false, '51000000', '01010101').codigoSAT).toBe('51000000');
    expect(cambiarRecarga(articuloNuevo(), false, '51000000', '').codigoSAT).toBe('51000000');
    const conGotas = cambiarMedida(articuloNuevo(), { codigo: 3, aplicar: true });
    expect(conGotas.deshabilitaGotas).toBe(false);
    const reset = cambiarFormaFarmaceutica({ ...conGotas, gotasML: 20 }, { codigo: 0, descripcion: '' });
    expect(reset).toMatchObject({ codMedida: 0, gotasML: 0, deshabilitaGotas: true });
  });
  it('ignores empty and repeated barcodes', () => {
    const a = { ...articuloNuevo(), codBarras: [{ codArticulo: 0, codBarras: '750', tipo: 'F' }] };
    expect(codBarrasNuevo(a, ' ')).toBeNull();
    expect(codBarrasNuevo(a, '750')).toBeNull();
    expect(codBarrasNuevo(a, '751')).toBe('751');
  });
});

describe('filters', () => {
  it('stock filter 01 all, 02 own, 03 licensees', () => {
    const rows = [{ propia: 1 }, { propia: 0 }];
    expect(filtrarExistencia(rows, '01')).toHaveLength(2);
    expect(filtrarExistencia(rows, '02')).toEqual([{ propia: 1 }]);
    expect(filtrarExistencia(rows, '03')).toEqual([{ propia: 0 }]);
  });
});
