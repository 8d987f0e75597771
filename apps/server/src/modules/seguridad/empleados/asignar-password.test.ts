import { messages } from '@farmasi/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { actorImportacion, auditoriaDe, escribirFilas } from '../../../../test/importador-pasos.ts';
import { login } from '../../../../test/session.ts';
import { webUsuarios } from '../../../db/schema/index.ts';
import { asignarPassword } from './asignar-password.ts';
import { importadorEmpleados } from './importador.ts';
import { C } from './importador-tipos.ts';

/** An imported user has no password until an administrator sets one (npm run asignar-password). */
const { app, db } = await createTestApp();
await escribirFilas(db, importadorEmpleados, [
  {
    [C.numero]: '93001',
    [C.nombre]: 'Gabriela',
    [C.paterno]: 'Montiel',
    [C.usuario]: 'gmontiel',
    [C.grupo]: 'Cajeros',
  },
]);

describe('asignarPassword', () => {
  it('refuses with the rules of every new password, and an unknown user', async () => {
    const actor = actorImportacion();
    await expect(asignarPassword(db, actor, 'gmontiel', 'corta')).rejects.toThrow(messages.password.minimo);
    await expect(asignarPassword(db, actor, 'gmontiel', 'Montiel#Sur2468')).rejects.toThrow(
      messages.password.contieneNombre,
    );
    await expect(asignarPassword(db, actor, 'nadie', 'Rv8#tqLz!m2w')).rejects.toThrow(
      'El usuario nadie no existe.',
    );
    expect((await login(app, 'gmontiel', 'Rv8#tqLz!m2w')).body.value).toBe(false);
  });

  it('sets it: the user signs in, the change is audited without the password', async () => {
    const actor = actorImportacion();
    expect(await asignarPassword(db, actor, 'GMontiel', 'Rv8#tqLz!m2w')).toBe('gmontiel');
    expect((await login(app, 'gmontiel', 'Rv8#tqLz!m2w')).body.value).toBe(true);
    const [u] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'gmontiel'));
    expect(await auditoriaDe(db, actor)).toEqual([
      {
        tabla: 'web_usuarios',
        clave: String(u!.idUsuario),
        antes: { sinPassword: true },
        despues: { passwordAsignadaPorAdministrador: true, sesionesCerradas: true },
      },
    ]);
  });
});
