import { describe, expect, it } from 'vitest';
import type { Oyente, Queryable } from '../db/client.ts';
import { VersionesEscuchadas } from './cache-versionada.ts';
import { avisoSesion, SesionesVigentes } from './sesiones-vigentes.ts';

const sesion = { idUsuario: 7, codEmpleado: 70, permisos: [1], familia: 'f1', versionSesion: 2 };

/** A database answering the user's session state and counting its reads. */
const baseDeDatos = () => {
  const estado = { version: 2, activo: true, revocadas: [] as string[] };
  let lecturas = 0;
  const db = {
    execute: async () => {
      lecturas++;
      return { rows: [{ ...estado, revocadas: [...estado.revocadas] }] };
    },
  } as unknown as Queryable;
  return { db, estado, lecturas: () => lecturas };
};

const escuchando = async () => {
  let oyente: Oyente | undefined;
  const versiones = new VersionesEscuchadas();
  await versiones.iniciar(
    {
      listen: async (_canal, o) => {
        oyente = o;
        o.estado(true);
        return async () => {};
      },
    },
    () => {},
  );
  return { versiones, oyente: () => oyente! };
};

describe('SesionesVigentes', () => {
  it('reads a user once while listening, and again only after his notice', async () => {
    const { db, estado, lecturas } = baseDeDatos();
    const { versiones, oyente } = await escuchando();
    const sesiones = new SesionesVigentes(db, versiones, 1800);
    for (let i = 0; i < 5; i++) expect(await sesiones.vigente(sesion)).toBe(true);
    expect(lecturas()).toBe(1);

    estado.revocadas.push('f1');
    expect(await sesiones.vigente(sesion)).toBe(true);
    oyente().aviso(avisoSesion(8));
    expect(await sesiones.vigente(sesion)).toBe(true);
    oyente().aviso(avisoSesion(7));
    expect(await sesiones.vigente(sesion)).toBe(false);
    expect(await sesiones.vigente({ ...sesion, familia: 'f2' })).toBe(true);
    expect(lecturas()).toBe(2);
  });

  it('refuses another session version and an inactive user', async () => {
    const { db, estado } = baseDeDatos();
    const { versiones } = await escuchando();
    const sesiones = new SesionesVigentes(db, versiones, 1800);
    expect(await sesiones.vigente({ ...sesion, versionSesion: 1 })).toBe(false);
    estado.activo = false;
    sesiones.cambiaron(7);
    expect(await sesiones.vigente(sesion)).toBe(false);
  });

  it('reads on every check while not listening', async () => {
    const { db, estado, lecturas } = baseDeDatos();
    const { versiones, oyente } = await escuchando();
    const sesiones = new SesionesVigentes(db, versiones, 1800);
    oyente().estado(false);
    expect(await sesiones.vigente(sesion)).toBe(true);
    estado.version = 3;
    expect(await sesiones.vigente(sesion)).toBe(false);
    expect(lecturas()).toBe(2);
  });
});
