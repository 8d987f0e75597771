import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catClientes } from '../../../db/schema/index.ts';
import { catClientesHorarios } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const guardar = (body: unknown) => admin.post('/catalogos/clientes/guarda/detalle', body);
const guardarHorarios = (body: unknown) => admin.post('/catalogos/clientes/guarda/detalle/horarios', body);
const liga = 'https://www.google.com/maps/search/?api=1&query=19.041,-98.206';

describe('POST catalogos/clientes/guarda/detalle', () => {
  it("refuses a save without a maps link: 'No se encontró una sucursal cerca', nothing saved", async () => {
    const res = (await guardar({ codCliente: 112, latitud: 19.04, longitud: -98.2, uRL: '  ' })).json();
    expect(res).toMatchObject({ value: false, message: m.sinSucursalCerca });
    const [fila] = await db.select().from(catClientes).where(eq(catClientes.codCliente, 112));
    expect(fila).toMatchObject({ latitud: null, url: '' });
  });

  it('checks the link before the customer exists (the spec names only that rule)', async () => {
    const sinLiga = (await guardar({ codCliente: 999999, latitud: null, longitud: null, uRL: '' })).json();
    expect(sinLiga.message).toBe(m.sinSucursalCerca);
    const res = (await guardar({ codCliente: 999999, latitud: 19, longitud: -98, uRL: liga })).json();
    expect(res).toMatchObject({ value: false, message: m.noEncontrado });
  });

  it('saves position and link with who and when, audited, and answers the saved customer', async () => {
    const res = (await guardar({ codCliente: 112, latitud: 19.0414, longitud: -98.2063, uRL: liga })).json();
    expect(res).toMatchObject({ value: true, message: m.clienteGuardado });
    expect(res.data).toMatchObject({ codCliente: 112, latitud: 19.0414, longitud: -98.2063, uRL: liga });
    const [fila] = await db.select().from(catClientes).where(eq(catClientes.codCliente, 112));
    expect(fila).toMatchObject({ latitud: '19.041400', longitud: '-98.206300', url: liga });
    expect(fila?.modificadoPor).toBe(admin.data.idUsuario);
    const auditado = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_clientes'), eq(auditoria.clave, '112')));
    expect(auditado).toHaveLength(1);
  });

  it('answers 400 with a Spanish message for a bad body', async () => {
    for (const [body, mensaje] of [
      [{ codCliente: 1, latitud: 91, longitud: 0, uRL: liga }, m.latitud],
      [{ codCliente: 1, latitud: 0, longitud: -181, uRL: liga }, m.longitud],
      [{ codCliente: 1, latitud: 0, longitud: 0, uRL: 'javascript:alert(1)' }, m.url],
      [{ codCliente: 0, latitud: 0, longitud: 0, uRL: liga }, m.clienteInvalido],
    ] as const) {
      const res = await guardar(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });
});

describe('POST catalogos/clientes/guarda/detalle/horarios', () => {
  const horariosDe = (codCliente: number) =>
    db.select().from(catClientesHorarios).where(eq(catClientesHorarios.codCliente, codCliente));

  it('saves one text per type in one go, replacing what was stored, with the spec success text', async () => {
    const res = (
      await guardarHorarios([
        {
          codCliente: 113,
          idTipoHorario: 1,
          tipoDesc: 'Farmacia',
          horarios: ' Lunes a sábado 8:00 a 22:00 ',
        },
        {
          codCliente: 113,
          idTipoHorario: 3,
          tipoDesc: 'Entrega a domicilio',
          horarios: 'Diario 9:00 a 20:00',
        },
      ])
    ).json();
    expect(res).toMatchObject({ value: true, message: m.horariosGuardados });
    expect(res.data.find((h: { idTipoHorario: number }) => h.idTipoHorario === 1).horarios).toBe(
      'Lunes a sábado 8:00 a 22:00',
    );
    const otra = (
      await guardarHorarios([
        { codCliente: 113, idTipoHorario: 1, tipoDesc: 'Farmacia', horarios: '24 horas' },
      ])
    ).json();
    expect(otra.value).toBe(true);
    const filas = await horariosDe(113);
    expect(filas.map((f) => [f.idTipoHorario, f.horarios]).sort()).toEqual([
      [1, '24 horas'],
      [3, 'Diario 9:00 a 20:00'],
    ]);
  });

  it("refuses an unknown customer ('Registro no encontrado') and an unknown type, saving nothing", async () => {
    const sinCliente = (
      await guardarHorarios([{ codCliente: 999999, idTipoHorario: 1, horarios: 'x' }])
    ).json();
    expect(sinCliente).toMatchObject({ value: false, message: m.noEncontrado });
    const sinTipo = (
      await guardarHorarios([
        { codCliente: 112, idTipoHorario: 1, horarios: 'Lunes' },
        { codCliente: 112, idTipoHorario: 77, horarios: 'x' },
      ])
    ).json();
    expect(sinTipo).toMatchObject({ value: false, message: m.tipoInvalido });
    expect(await horariosDe(112)).toEqual([]);
  });

  it('answers 400 with a Spanish message for a bad list', async () => {
    for (const [body, mensaje] of [
      [[], m.horariosVacios],
      [[{ codCliente: 1, idTipoHorario: 1, horarios: 'x'.repeat(501) }], m.horariosLargo],
      [
        [
          { codCliente: 1, idTipoHorario: 1, horarios: 'a' },
          { codCliente: 2, idTipoHorario: 2, horarios: 'b' },
        ],
        m.horariosDeOtro,
      ],
      [
        [
          { codCliente: 1, idTipoHorario: 1, horarios: 'a' },
          { codCliente: 1, idTipoHorario: 1, horarios: 'b' },
        ],
        m.horariosRepetidos,
      ],
    ] as const) {
      const res = await guardarHorarios(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });
});
