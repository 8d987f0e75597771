import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import {
  actorImportacion,
  auditoriaDe,
  escribirFilas,
  verificarFilas,
} from '../../../../test/importador-pasos.ts';
import { login } from '../../../../test/session.ts';
import { empleados, webMenu, webUsuarios, webUsuariosPermisos } from '../../../db/schema/index.ts';
import { PASSWORD_SIN_ASIGNAR } from '../../../platform/passwords.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { importadorEmpleados as imp } from './importador.ts';
import { C } from './importador-tipos.ts';
import { empleadosSucursal } from './tablas.ts';

const { app, db } = await createTestApp();
const [s1, s2] = await rowsOf<{ c: number }>(
  db,
  sql`select cod_sucursal as c from cat_sucursales where activo order by cod_sucursal limit 2`,
);
const [inactiva] = await rowsOf<{ c: number }>(
  db,
  sql`update cat_sucursales set activo = false
       where cod_sucursal = (select max(cod_sucursal) from cat_sucursales) returning cod_sucursal as c`,
);

const fila = (o: Partial<Record<keyof typeof C, string>> = {}) => ({
  [C.numero]: o.numero ?? '90001',
  [C.nombre]: o.nombre ?? 'María Fernanda',
  [C.paterno]: o.paterno ?? 'López',
  [C.materno]: o.materno ?? 'Hernández',
  [C.sucursal]: o.sucursal ?? String(s1!.c),
  [C.activo]: o.activo ?? '',
  [C.usuario]: o.usuario ?? '',
  [C.grupo]: o.grupo ?? '',
});

describe('validar: one row alone', () => {
  it('reads a good row, with the defaults of the optional cells', () => {
    expect(imp.validar(fila({ materno: '', sucursal: '', usuario: 'mfl', grupo: 'Cajeros' }))).toEqual({
      valor: {
        codEmpleado: 90001,
        nombre: 'María Fernanda',
        apellidoPaterno: 'López',
        apellidoMaterno: '',
        codSucursal: null,
        activo: true,
        usuario: 'mfl',
        grupo: 'Cajeros',
      },
    });
    expect(imp.validar(fila({ numero: '90001.0', activo: 'no' }))).toMatchObject({
      valor: { codEmpleado: 90001, activo: false },
    });
  });

  it('refuses each bad cell with its Spanish reason', () => {
    expect(imp.validar(fila({ numero: '', nombre: '', paterno: '' }))).toEqual({
      errores: [
        { campo: C.numero, razon: 'Es obligatorio.' },
        { campo: C.nombre, razon: 'Es obligatorio.' },
        { campo: C.paterno, razon: 'Es obligatorio.' },
      ],
    });
    expect(imp.validar(fila({ numero: '12a', sucursal: '0', activo: 'quizá' }))).toEqual({
      errores: [
        { campo: C.numero, razon: 'Debe ser un número entero entre 1 y 2,147,483,647.' },
        { campo: C.sucursal, razon: 'Debe ser un número entero entre 1 y 2,147,483,647.' },
        { campo: C.activo, razon: 'Escriba S o N.' },
      ],
    });
    expect(imp.validar(fila({ nombre: 'x'.repeat(101), usuario: 'm lopez', grupo: 'Cajeros' }))).toEqual({
      errores: [
        { campo: C.nombre, razon: 'Admite como máximo 100 caracteres.' },
        {
          campo: C.usuario,
          razon: 'Solo admite letras, dígitos, punto, guion, guion bajo o @, sin espacios.',
        },
      ],
    });
    expect(imp.validar(fila({ usuario: 'mlopez' }))).toEqual({
      errores: [{ campo: C.grupo, razon: 'Es obligatorio cuando se indica el usuario.' }],
    });
    expect(imp.validar(fila({ grupo: 'Cajeros' }))).toEqual({
      errores: [
        {
          campo: C.usuario,
          razon: 'Es obligatorio cuando se indica el grupo: el grupo es el de su usuario.',
        },
      ],
    });
  });
});

describe('verificar: against the database and the earlier rows', () => {
  it('refuses unknown or inactive branches and groups, and users of others or renamed', async () => {
    const { errores } = await verificarFilas(db, imp, [
      fila({ numero: '90001', sucursal: '999999' }),
      fila({ numero: '90002', sucursal: String(inactiva!.c) }),
      fila({ numero: '90003', usuario: 'nuevo3', grupo: 'Gerentes' }),
      fila({ numero: '90004', usuario: 'ADMIN', grupo: 'Cajeros' }),
      fila({ numero: '90005', usuario: 'nuevo5', grupo: 'cajeros' }),
      fila({ numero: '90006', usuario: 'NUEVO5', grupo: 'Cajeros' }),
    ]);
    const [admin] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'admin'));
    expect(errores).toEqual([
      { linea: 2, campo: C.sucursal, razon: 'La sucursal 999999 no existe o está inactiva.' },
      { linea: 3, campo: C.sucursal, razon: `La sucursal ${inactiva!.c} no existe o está inactiva.` },
      { linea: 4, campo: C.grupo, razon: 'El grupo Gerentes no existe.' },
      { linea: 5, campo: C.usuario, razon: `El usuario ADMIN ya es del empleado ${admin!.codEmpleado}.` },
      { linea: 7, campo: C.usuario, razon: 'El usuario NUEVO5 ya viene en una fila anterior del archivo.' },
    ]);
  });

  it('sees the sign-in names of earlier batches (vistas)', async () => {
    const vistas = new Set<string>();
    expect(
      (await verificarFilas(db, imp, [fila({ usuario: 'lote1', grupo: 'Cajeros' })], vistas)).errores,
    ).toEqual([]);
    expect(
      (await verificarFilas(db, imp, [fila({ numero: '90002', usuario: 'Lote1', grupo: 'Cajeros' })], vistas))
        .errores,
    ).toEqual([
      { linea: 2, campo: C.usuario, razon: 'El usuario Lote1 ya viene en una fila anterior del archivo.' },
    ]);
  });

  it('never renames an existing user nor moves it into or out of the administrators', async () => {
    const [cajero] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'cajero'));
    const cod = String(cajero!.codEmpleado);
    const { errores } = await verificarFilas(db, imp, [
      fila({ numero: cod, usuario: 'cajero2', grupo: 'Cajeros' }),
    ]);
    expect(errores).toEqual([
      {
        linea: 2,
        campo: C.usuario,
        razon: 'El empleado ya tiene el usuario cajero: un usuario no se renombra al importar.',
      },
    ]);
    const promovido = await verificarFilas(db, imp, [
      fila({ numero: cod, usuario: 'Cajero', grupo: 'Administradores' }),
    ]);
    expect(promovido.errores).toEqual([
      {
        linea: 2,
        campo: C.grupo,
        razon:
          'El usuario cajero ya existe: al importar no se le pasa a un grupo de administradores ni se le saca de uno.',
      },
    ]);
  });
});

describe('escribir: upsert by employee number, audited', () => {
  const filas = [
    fila({ numero: '91001', usuario: 'mfernanda', grupo: 'Cajeros' }),
    fila({ numero: '91002', nombre: 'Jorge', paterno: 'Ramírez', materno: '', sucursal: '' }),
    fila({ numero: '91003', nombre: 'Sofía', paterno: 'Cruz', usuario: 'scruz', grupo: 'Administradores' }),
  ];

  it('inserts the new ones with their branch and a user without a usable password', async () => {
    const { conteo, actor } = await escribirFilas(db, imp, filas);
    expect(conteo).toEqual({ nuevos: 3, actualizados: 0, sinCambios: 0 });
    const guardados = await db
      .select()
      .from(empleados)
      .where(inArray(empleados.codEmpleado, [91001, 91002, 91003]));
    expect(guardados.map((e) => [e.codEmpleado, e.nombre, e.apellidoPaterno, e.activo])).toEqual([
      [91001, 'María Fernanda', 'López', true],
      [91002, 'Jorge', 'Ramírez', true],
      [91003, 'Sofía', 'Cruz', true],
    ]);
    const sucursales = await db
      .select()
      .from(empleadosSucursal)
      .where(inArray(empleadosSucursal.codEmpleado, [91001, 91002]));
    expect(sucursales.map((s) => [s.codEmpleado, s.codSucursal])).toEqual([[91001, s1!.c]]);
    const usuarios = await db
      .select()
      .from(webUsuarios)
      .where(inArray(webUsuarios.codEmpleado, [91001, 91003]));
    expect(usuarios.map((u) => [u.usuario, u.passwordHash])).toEqual([
      ['mfernanda', PASSWORD_SIN_ASIGNAR],
      ['scruz', PASSWORD_SIN_ASIGNAR],
    ]);
    // No password signs in, not even the marker itself.
    for (const password of [PASSWORD_SIN_ASIGNAR, '', 'Cualquiera#2468'])
      expect((await login(app, 'mfernanda', password)).body.value).toBe(false);
    // The administrators' group starts with every screen; another group with none.
    const permisos = async (usuario: string) =>
      (
        await db
          .select({ id: webUsuariosPermisos.idMenu })
          .from(webUsuariosPermisos)
          .innerJoin(webUsuarios, eq(webUsuarios.idUsuario, webUsuariosPermisos.idUsuario))
          .where(eq(webUsuarios.usuario, usuario))
      ).length;
    expect(await permisos('scruz')).toBe((await db.select().from(webMenu)).length);
    expect(await permisos('mfernanda')).toBe(0);
    const auditado = await auditoriaDe(db, actor);
    expect(auditado.map((a) => [a.tabla, a.clave])).toEqual([
      ['empleados', '91001'],
      ['empleados_sucursal', '91001'],
      ['web_usuarios', String(usuarios[0]!.idUsuario)],
      ['empleados', '91002'],
      ['empleados', '91003'],
      ['empleados_sucursal', '91003'],
      ['web_usuarios', String(usuarios[1]!.idUsuario)],
    ]);
    expect(auditado[2]!.despues).toEqual({
      usuario: 'mfernanda',
      codEmpleado: 91001,
      idWebUsuariosGrupos: usuarios[0]!.idWebUsuariosGrupos,
      sinPassword: true,
    });
    // The next employee created without a number does not collide with the imported ones.
    const [siguiente] = await db.insert(empleados).values({ nombre: 'Siguiente' }).returning();
    expect(siguiente!.codEmpleado).toBeGreaterThan(91003);
    await db.delete(empleados).where(eq(empleados.codEmpleado, siguiente!.codEmpleado));
  });

  it('changes nothing the second time, and updates only what changed', async () => {
    const otra = await escribirFilas(db, imp, filas);
    expect(otra.conteo).toEqual({ nuevos: 0, actualizados: 0, sinCambios: 3 });
    expect(await auditoriaDe(db, otra.actor)).toEqual([]);

    const cambios = await escribirFilas(db, imp, [
      fila({ numero: '91001', usuario: 'mfernanda', grupo: 'Cajeros', activo: 'N', sucursal: String(s2!.c) }),
      fila({
        numero: '91002',
        nombre: 'Jorge',
        paterno: 'Ramírez',
        materno: '',
        sucursal: '',
        usuario: 'jramirez',
        grupo: 'Cajeros',
      }),
      fila({ numero: '91003', nombre: 'Sofía', paterno: 'Cruz', sucursal: '' }),
    ]);
    expect(cambios.conteo).toEqual({ nuevos: 0, actualizados: 3, sinCambios: 0 });
    const auditado = await auditoriaDe(db, cambios.actor);
    expect(auditado.map((a) => [a.tabla, a.clave, a.antes, a.despues])).toEqual([
      [
        'empleados',
        '91001',
        { nombre: 'María Fernanda', apellidoPaterno: 'López', apellidoMaterno: 'Hernández', activo: true },
        { nombre: 'María Fernanda', apellidoPaterno: 'López', apellidoMaterno: 'Hernández', activo: false },
      ],
      ['empleados_sucursal', '91001', { codSucursal: s1!.c }, { codSucursal: s2!.c }],
      ['web_usuarios', expect.any(String), null, expect.objectContaining({ usuario: 'jramirez' })],
      ['empleados_sucursal', '91003', { codSucursal: s1!.c }, null],
    ]);
    // The user of an employee left out (no Usuario cell) stays as it was.
    expect((await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'scruz'))).length).toBe(1);
  });

  it('moves an existing user to another group that is not of administrators', async () => {
    const [grupo] = await rowsOf<{ id: number }>(
      db,
      sql`insert into web_usuarios_grupos (nombre) values ('Farmacéuticos') returning id_web_usuarios_grupos as id`,
    );
    const { conteo, actor } = await escribirFilas(db, imp, [
      fila({
        numero: '91001',
        usuario: 'MFernanda',
        grupo: 'farmaceuticos',
        activo: 'N',
        sucursal: String(s2!.c),
      }),
    ]);
    expect(conteo).toEqual({ nuevos: 0, actualizados: 1, sinCambios: 0 });
    const [u] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'mfernanda'));
    expect(u!.idWebUsuariosGrupos).toBe(grupo!.id);
    expect((await auditoriaDe(db, actor)).map((a) => a.despues)).toEqual([
      { idWebUsuariosGrupos: grupo!.id },
    ]);
  });

  it('records who imported', async () => {
    const actor = actorImportacion(1);
    await escribirFilas(db, imp, [fila({ numero: '91009', nombre: 'Ana' })], actor);
    const [e] = await db.select().from(empleados).where(eq(empleados.codEmpleado, 91009));
    expect(e!.creadoPor).toBe(1);
  });
});
