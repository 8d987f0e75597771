import { describe, expect, it } from 'vitest';
import {
  fallaBusqueda,
  consultaGeneralMessages as m,
  nombreExportacion,
} from './consultageneraldatos/validar.ts';
import { busquedaConsultaBody, type OpcionConsulta } from './consultageneraldatos.ts';

const HOY = '2026-11-28';
const opcion: OpcionConsulta = {
  idOpcion: 1,
  descripcion: 'Ventas por sucursal',
  mostrarFechaInicial: true,
  mostrarFechaFinal: true,
  mostrarSolicitarDato: true,
  mostrarSolicitarDato2: true,
  textoSolicitarDato: 'Proveedor',
  textoSolicitarDato2: 'Descripción',
  filtroDato: 'P',
  filtroDato2: '',
  solicitarDatoRequerido: true,
  solicitarDato2Requerido: false,
  comboEspecial: 1,
  comboEspecialTexto: 'Tipo',
};
const valores = {
  fechaInicio: '2026-11-01',
  fechaFin: HOY,
  valores: '12',
  valores2: '',
  comboEspecialValor: 'TODOS',
};

describe('fallaBusqueda (003 §5 General query)', () => {
  it('checks the option first, then each date, their order, then the data filters', () => {
    const casos: [OpcionConsulta | undefined, Partial<typeof valores>, string | null][] = [
      [undefined, { fechaInicio: '' }, m.seleccioneOpcion],
      [opcion, { fechaInicio: '', fechaFin: '' }, m.fechaInicialRequerida],
      [opcion, { fechaInicio: '2026-11-29', fechaFin: '' }, m.fechaInicialFutura],
      [opcion, { fechaFin: '', valores: '' }, m.fechaFinalRequerida],
      [opcion, { fechaFin: '2026-12-01' }, m.fechaFinalFutura],
      [opcion, { fechaInicio: HOY, fechaFin: '2026-11-01', valores: '' }, m.fechaInicialMayor],
      [opcion, { valores: '' }, m.datoRequerido('Proveedor')],
      [opcion, { valores: 'abc' }, m.datoInvalido('Proveedor')],
      [opcion, { valores2: 'x'.repeat(101) }, m.datoInvalido('Descripción')],
      [opcion, {}, null],
      [opcion, { fechaInicio: HOY, fechaFin: HOY }, null],
    ];
    for (const [o, cambio, mensaje] of casos)
      expect(fallaBusqueda(o, { ...valores, ...cambio }, HOY)?.mensaje ?? null, JSON.stringify(cambio)).toBe(
        mensaje,
      );
  });

  it('does not check what the option does not show', () => {
    const sinNada = {
      ...opcion,
      mostrarFechaInicial: false,
      mostrarFechaFinal: false,
      mostrarSolicitarDato: false,
      mostrarSolicitarDato2: false,
    };
    expect(fallaBusqueda(sinNada, { ...valores, fechaInicio: '2099-01-01', valores: '' }, HOY)).toBeNull();
    const unDia = { ...opcion, mostrarFechaFinal: false };
    expect(fallaBusqueda(unDia, { ...valores, fechaInicio: HOY, fechaFin: '' }, HOY)).toBeNull();
  });

  it('names the field that failed', () => {
    expect(fallaBusqueda(opcion, { ...valores, fechaFin: '' }, HOY)?.campo).toBe('fechaFin');
    expect(fallaBusqueda(opcion, { ...valores, valores: '' }, HOY)?.campo).toBe('valores');
  });
});

describe('the search body', () => {
  it("says 'Seleccione una opción.' for a missing or zero option, and fills what is absent", () => {
    for (const idOpcion of [undefined, 0, null, 'x'])
      expect(busquedaConsultaBody.safeParse({ idOpcion }).error?.issues[0]?.message).toBe(m.seleccioneOpcion);
    expect(busquedaConsultaBody.parse({ idOpcion: 3, fechaInicio: null })).toEqual({
      idOpcion: 3,
      fechaInicio: '',
      fechaFin: '',
      valores: '',
      valores2: '',
      comboEspecialTipo: 0,
      comboEspecialValor: '',
      pagina: 1,
    });
  });
});

describe('nombreExportacion (003 §9)', () => {
  it('is the description, the moment as yyyymmdd_hhmmss and .xlsx', () => {
    expect(nombreExportacion('Ventas por sucursal', '2026-11-28T09:05:07.123Z')).toBe(
      'Ventas por sucursal_20261128_090507.xlsx',
    );
    expect(nombreExportacion('A/B: "c"', '2026-01-02T23:59:59.000Z')).toBe('A-B- -c-_20260102_235959.xlsx');
  });
});
