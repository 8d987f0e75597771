import { validarDiaInternacional } from '@farmasi/contracts/catalogos/dias-internacionales';
import { semilla } from '../../../seed/registry.ts';
import { DIAS_DEMO } from './demo-datos.ts';
import { descripcionGuardada } from './service.ts';
import { catDiasInternacionales } from './tablas.ts';

/** 'MM-DD' of a day some days before (in a leap year, as the days are). */
const diasAntes = (diaMes: string, dias: number) => {
  const fecha = new Date(Date.UTC(2024, Number(diaMes.slice(0, 2)) - 1, Number(diaMes.slice(3)) - dias));
  return `${String(fecha.getUTCMonth() + 1).padStart(2, '0')}-${String(fecha.getUTCDate()).padStart(2, '0')}`;
};

/**
 * A year of international days, each shown on the site the week before and on the day; the
 * descriptions go through the same transformation and sanitiser as a save, and its rules.
 */
export default semilla({
  demo: async (tx, ctx) => {
    const filas = DIAS_DEMO.map(([fecha, titulo, mensaje, color]) => {
      const valores = {
        fecha,
        titulo,
        descripcion: descripcionGuardada(
          `<p><b>${titulo}</b></p><p><span style="color: ${color}">${mensaje}</span></p>`,
        ),
        fechaInicio: diasAntes(fecha, 6),
        fechaFin: fecha,
        creadoPor: ctx.usuarios.admin,
      };
      const fallo = validarDiaInternacional(valores);
      if (fallo) throw new Error(`Día internacional de demostración inválido (${titulo}): ${fallo.mensaje}`);
      return valores;
    });
    await tx.insert(catDiasInternacionales).values(filas);
  },
});
