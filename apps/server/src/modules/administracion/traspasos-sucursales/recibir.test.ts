import { format } from '@farmasi/contracts';
import { traspasosMessages as m } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { traspasosSucursalesEnc } from './tablas.ts';
import { abrirTraspasos, RECIBIR } from './traspasos.fixtures.ts';

const { admin, consultar, db, pendiente } = await abrirTraspasos();

// Receiving a transfer.

describe('POST /traspasosSuc/RecibirTraspaso', () => {
  it('receives a pending transfer: status R, who and when, audited; a second time is refused', async () => {
    const t = await pendiente();
    const antes = Date.now();
    const body = (
      await admin.post(RECIBIR, {
        SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
        UsuarioRecibio: admin.data.idUsuario,
      })
    ).json();
    expect(body).toMatchObject({
      value: true,
      message: format(m.recibido, { folio: t.folioTraspaso }),
      data: { folioTraspaso: t.folioTraspaso, estatus: 'R', usuarioRecibio: 'Adriana Morales Vega' },
    });
    const [row] = await db
      .select()
      .from(traspasosSucursalesEnc)
      .where(eq(traspasosSucursalesEnc.idTraspasosSucursalesEnc, t.idTraspasosSucursalesEnc));
    expect(row).toMatchObject({
      estatus: 'R',
      idUsuarioRecibio: admin.data.idUsuario,
      modificadoPor: admin.data.idUsuario,
    });
    expect(row!.fechaRecibio!.getTime()).toBeGreaterThanOrEqual(antes - 1000);
    const trail = await db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tabla, 'traspasos_sucursales_enc'),
          eq(auditoria.clave, String(t.idTraspasosSucursalesEnc)),
        ),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ idUsuario: admin.data.idUsuario, antes: { estatus: 'P' } });

    const again = (
      await admin.post(RECIBIR, {
        SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
        UsuarioRecibio: admin.data.idUsuario,
      })
    ).json();
    expect(again.value).toBe(false);
    expect(again.message).toMatch(
      new RegExp(
        `^El traspaso con folio ${t.folioTraspaso} ya fue recibido el \\d{2}/[a-z]{3}/\\d{4} \\d{2}:\\d{2} [AP]M por Adriana Morales Vega\\.$`,
      ),
    );
    // The list no longer shows it as pending.
    expect((await consultar({ FolioTraspaso: t.folioTraspaso })).data!.totalRegistros).toBe(0);
  });

  it('refuses receiving in the name of another user, and an unknown transfer, changing nothing', async () => {
    const t = await pendiente();
    const otro = (
      await admin.post(RECIBIR, {
        SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
        UsuarioRecibio: admin.data.idUsuario + 1,
      })
    ).json();
    expect(otro).toEqual({ value: false, message: m.otroUsuario, data: null });
    const [row] = await db
      .select({ estatus: traspasosSucursalesEnc.estatus })
      .from(traspasosSucursalesEnc)
      .where(eq(traspasosSucursalesEnc.idTraspasosSucursalesEnc, t.idTraspasosSucursalesEnc));
    expect(row!.estatus).toBe('P');
    expect(
      (
        await admin.post(RECIBIR, {
          SIdTraspasosSucursalesEnc: '999999999',
          UsuarioRecibio: admin.data.idUsuario,
        })
      ).json(),
    ).toEqual({ value: false, message: m.noExiste, data: null });
    const res = await admin.post(RECIBIR, {
      SIdTraspasosSucursalesEnc: 'x1',
      UsuarioRecibio: admin.data.idUsuario,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'SIdTraspasosSucursalesEnc'");
  });

  it('of two receptions at once, exactly one wins', async () => {
    const t = await pendiente();
    const payload = {
      SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
      UsuarioRecibio: admin.data.idUsuario,
    };
    const answers = await Promise.all([admin.post(RECIBIR, payload), admin.post(RECIBIR, payload)]);
    expect(answers.map((a) => a.json().value).sort()).toEqual([false, true]);
  });
});
