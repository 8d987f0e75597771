import { describe, expect, it } from 'vitest';
import {
  esDiaMes,
  guardarDiaBody,
  diasInternacionalesMessages as m,
  validarDiaInternacional,
} from '../dias-internacionales.ts';

const valido = { descripcion: 'Texto<br>', fecha: '04-07', fechaInicio: '04-01', fechaFin: '04-07' };

describe('validarDiaInternacional', () => {
  it('asks for the text first, even when the days are missing too', () => {
    for (const descripcion of ['', '<p></p>', '<br>', '<p>  </p><br>', '<strong></strong>'])
      expect(validarDiaInternacional({ descripcion, fecha: '', fechaInicio: '', fechaFin: '' })).toEqual({
        campo: 'descripcion',
        mensaje: m.descripcionRequerida,
      });
  });

  it('limits the text, not the HTML, to 120 characters', () => {
    const texto120 = 'a'.repeat(120);
    expect(
      validarDiaInternacional({ ...valido, descripcion: `<strong style="x">${texto120}</strong><br>` }),
    ).toBeNull();
    expect(validarDiaInternacional({ ...valido, descripcion: `${texto120}b<br>`, fecha: '' })).toEqual({
      campo: 'descripcion',
      mensaje: m.descripcionLarga,
    });
  });

  it('then asks for the day, the first and the last day shown, in that order', () => {
    expect(validarDiaInternacional({ ...valido, fecha: '', fechaInicio: '' })?.mensaje).toBe(
      m.fechaRequerida,
    );
    expect(validarDiaInternacional({ ...valido, fechaInicio: '', fechaFin: '' })?.mensaje).toBe(
      m.inicioRequerido,
    );
    expect(validarDiaInternacional({ ...valido, fechaFin: '' })?.mensaje).toBe(m.finRequerido);
    expect(validarDiaInternacional(valido)).toBeNull();
  });
});

describe('day and month', () => {
  it('accepts real days of a leap year only', () => {
    expect(['01-01', '02-29', '12-31', '04-30'].every(esDiaMes)).toBe(true);
    expect(['02-30', '04-31', '13-01', '00-10', '1-1', '2026-04-07', ''].some(esDiaMes)).toBe(false);
  });

  it('refuses a malformed day in the body with a Spanish message', () => {
    const r = guardarDiaBody.safeParse({ idCatDiasInternacionales: 0, ...valido, fecha: '02-30' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(m.diaMesInvalido);
    expect(guardarDiaBody.safeParse({ idCatDiasInternacionales: 0, ...valido, fecha: '' }).success).toBe(
      true,
    );
  });
});
