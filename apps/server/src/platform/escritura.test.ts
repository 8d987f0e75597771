import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { auditoria, catGrupoSucursalesEnc } from '../db/schema/index.ts';
import type { Actor } from './audit.ts';
import { Rechazo } from './errors.ts';
import { escribir } from './escritura.ts';

const { db } = await createTestApp();
const actor: Actor = {
  idUsuario: 1,
  codEmpleado: 1,
  requestId: 'prueba-escribir',
  metodo: 'POST',
  ruta: '/x',
};
const auditados = async () =>
  (await db.select().from(auditoria).where(eq(auditoria.requestId, actor.requestId))).length;
const grupos = async (nombre: string) =>
  (await db.select().from(catGrupoSucursalesEnc).where(eq(catGrupoSucursalesEnc.grupo, nombre))).length;

describe('escribir: one transaction, its audit, the rule on a duplicate', () => {
  it('commits the write and its audit entry together', async () => {
    await escribir(db, actor, async ({ tx, auditar }) => {
      await tx
        .insert(catGrupoSucursalesEnc)
        .values({ grupo: 'Escritura uno', creadoPor: 1, creadoEn: new Date() });
      await auditar({ tabla: 'cat_grupo_sucursales_enc', clave: 'x', despues: { grupo: 'Escritura uno' } });
    });
    expect(await grupos('Escritura uno')).toBe(1);
    expect(await auditados()).toBe(1);
  });

  it('a Rechazo inside rolls back the write and the audit', async () => {
    await expect(
      escribir(db, actor, async ({ tx, auditar }) => {
        await tx
          .insert(catGrupoSucursalesEnc)
          .values({ grupo: 'Escritura dos', creadoPor: 1, creadoEn: new Date() });
        await auditar({ tabla: 'cat_grupo_sucursales_enc', clave: 'y' });
        throw new Rechazo('No se permite.');
      }),
    ).rejects.toThrow('No se permite.');
    expect(await grupos('Escritura dos')).toBe(0);
    expect(await auditados()).toBe(1);
  });

  it('turns a unique violation into the given rejection, and leaves other faults alone', async () => {
    const duplicar = () =>
      escribir(
        db,
        actor,
        async ({ tx }) => {
          await tx
            .insert(catGrupoSucursalesEnc)
            .values({ grupo: 'Escritura uno', creadoPor: 1, creadoEn: new Date() });
        },
        { duplicado: () => 'El grupo ya existe.' },
      );
    await expect(duplicar()).rejects.toBeInstanceOf(Rechazo);
    await expect(duplicar()).rejects.toThrow('El grupo ya existe.');
    await expect(
      escribir(db, actor, async ({ tx }) => tx.execute(sql`select 1/0`)),
    ).rejects.not.toBeInstanceOf(Rechazo);
  });
});
