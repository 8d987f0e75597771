import { traspasosMessages as m } from '@farmasi/contracts/administracion/traspasos-sucursales';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { escribirLista, leerLista } from '@/lib/useListaEnUrl';
import { filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, listaDeFiltros } from './lista';
import {
  deshabilitarA,
  deshabilitarDe,
  type FiltrosForm,
  filtrosParaEnviar,
  finDelDia,
  folioParaEnviar,
  inicioDelDia,
  limpiarFolio,
  nombreArchivo,
  rangoInicial,
  textoDias,
  validarFiltros,
} from './validate';

const hoy = dayjs('2026-11-22T10:30:00');
const base: FiltrosForm = {
  folio: '',
  origen: -1,
  destino: -1,
  estatus: 'P',
  de: dayjs('2026-10-22'),
  a: dayjs('2026-11-22'),
};

describe('folio', () => {
  it('keeps digits only, at most 10', () => {
    expect(limpiarFolio('12a3-4')).toBe('1234');
    expect(limpiarFolio(' 123456789012 ')).toBe('1234567890');
    expect(limpiarFolio('abc')).toBe('');
  });

  it('sends an empty folio as 0', () => {
    expect(folioParaEnviar('')).toBe(0);
    expect(folioParaEnviar('0012')).toBe(12);
    expect(filtrosParaEnviar({ ...base, de: base.de!, a: base.a! }).FolioTraspaso).toBe(0);
  });
});

describe('dates', () => {
  it('defaults to one month ago until today', () => {
    const r = rangoInicial(hoy);
    expect(r.de.format('YYYY-MM-DD')).toBe('2026-10-22');
    expect(r.a.format('YYYY-MM-DD')).toBe('2026-11-22');
  });

  it('sends the start as the start of its day and the end as the end of its day, with the offset', () => {
    const d = dayjs('2026-11-05T15:20:00');
    expect(inicioDelDia(d)).toMatch(/^2026-11-05T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(finDelDia(d)).toMatch(/^2026-11-05T23:59:59\.999[+-]\d{2}:\d{2}$/);
  });

  it("disables in 'De' the days after 'A' and the future", () => {
    const disabled = deshabilitarDe(dayjs('2026-11-10'), hoy);
    expect(disabled(dayjs('2026-11-10'))).toBe(false);
    expect(disabled(dayjs('2026-11-11'))).toBe(true);
    expect(deshabilitarDe(null, hoy)(dayjs('2026-11-23'))).toBe(true);
    expect(deshabilitarDe(null, hoy)(dayjs('2026-11-22'))).toBe(false);
  });

  it("disables in 'A' the days before 'De' and the future, today included as allowed", () => {
    const disabled = deshabilitarA(dayjs('2026-11-10'), hoy);
    expect(disabled(dayjs('2026-11-09'))).toBe(true);
    expect(disabled(dayjs('2026-11-10'))).toBe(false);
    expect(disabled(dayjs('2026-11-22'))).toBe(false);
    expect(disabled(dayjs('2026-11-23'))).toBe(true);
  });
});

describe('validarFiltros, in the spec order', () => {
  it('accepts the defaults', () => {
    expect(validarFiltros(base, hoy)).toBeNull();
  });

  it('refuses the same origin and destination only when both are chosen', () => {
    expect(validarFiltros({ ...base, origen: 4, destino: 4 }, hoy)).toEqual({
      message: m.mismaSucursal,
      campo: 'destino',
    });
    expect(validarFiltros({ ...base, origen: 4, destino: -1 }, hoy)).toBeNull();
    // The branch rule comes before the dates.
    expect(validarFiltros({ ...base, origen: 4, destino: 4, de: dayjs('2026-12-01') }, hoy)?.message).toBe(
      m.mismaSucursal,
    );
  });

  it('refuses a start after the end, then an end in the future', () => {
    expect(validarFiltros({ ...base, de: dayjs('2026-11-20'), a: dayjs('2026-11-19') }, hoy)).toEqual({
      message: m.fechaInicialMayor,
      campo: 'de',
    });
    expect(validarFiltros({ ...base, a: dayjs('2026-11-23') }, hoy)).toEqual({
      message: m.fechaFinalFutura,
      campo: 'a',
    });
    expect(validarFiltros({ ...base, de: dayjs('2026-11-22'), a: dayjs('2026-11-22') }, hoy)).toBeNull();
    expect(validarFiltros({ ...base, de: null }, hoy)?.message).toBe(m.fechasRequeridas);
  });
});

describe('URL and texts', () => {
  it('reads defaults from an empty URL and round-trips the filters', () => {
    const vacio = filtrosDeLista(LISTA_DEFECTOS, hoy);
    expect(vacio).toMatchObject({ folio: '', origen: -1, destino: -1, estatus: 'P' });
    expect(vacio.de.format('YYYY-MM-DD')).toBe('2026-10-22');
    expect(vacio.a.format('YYYY-MM-DD')).toBe('2026-11-22');
    const f = {
      ...base,
      folio: '77',
      origen: 3,
      destino: 5,
      estatus: 'T' as const,
      de: base.de!,
      a: base.a!,
    };
    const params = escribirLista(new URLSearchParams(), listaDeFiltros(f), LISTA_DEFECTOS);
    expect(params.toString()).toBe('folio=77&origen=3&destino=5&estatus=T&de=2026-10-22&a=2026-11-22');
    const back = leerLista(new URLSearchParams(`${params}&pagina=3`), LISTA_DEFECTOS, LISTA_VALIDAR);
    expect(back.pagina).toBe(3);
    expect(filtrosDeLista(back, hoy)).toMatchObject({ folio: '77', origen: 3, destino: 5, estatus: 'T' });
    const malos = new URLSearchParams('estatus=X&folio=12ab&pagina=-2&origen=-5&de=2026-02-30');
    expect(leerLista(malos, LISTA_DEFECTOS, LISTA_VALIDAR)).toEqual(LISTA_DEFECTOS);
  });

  it("shows the age as '1 día' or 'N días' and names the file with a timestamp", () => {
    expect(textoDias(1)).toBe('1 día');
    expect(textoDias(0)).toBe('0 días');
    expect(textoDias(12)).toBe('12 días');
    expect(nombreArchivo(dayjs('2026-11-22T14:05:09'))).toBe('Traspasos_20261122_140509.xlsx');
  });
});
