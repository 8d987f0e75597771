import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';

/**
 * The screens' own searches and lists use platform/sql.ts (contieneTexto, ordenEspanol): doctors,
 * licensees, employees in permissions, Baranetos catalogues, branch groups. Rows carry 'qwz'.
 */
const { app, db } = await createTestApp();
await db.execute(sql`
  insert into cat_antibioticos_medicos (cedula, nombre, apellido_paterno, apellido_materno) values
    ('QWZ-1', 'José', 'Flores', 'Qwz'), ('QWZ-2', 'Jose', 'Mérida', 'Qwz'), ('QWZ-3', 'Ana', 'Morelia', 'Qwz')`);
await db.execute(sql`
  insert into licenciatarios_usuarios (usuario, nombre) values
    ('qwz.nunez', 'Begoña Núñez Qwz'), ('qwz.bebes', 'Bebés Qwz'), ('qwz.bebidas', 'BEBIDAS QWZ')`);
await db.execute(
  sql`insert into empleados (cod_empleado, nombre, apellido_paterno) values (9301, 'Íñigo', 'Qwzúñiga')`,
);
await db.execute(
  sql`insert into web_usuarios (usuario, password_hash, cod_empleado) values ('qwz.inigo', 'x', 9301)`,
);
await db.execute(sql`
  insert into bar_departamentos (descripcion) values ('Bebidas Qwz'), ('BEBÉS QWZ'), ('Electrónica Qwz')`);
await db.execute(sql`
  insert into cat_grupo_sucursales_enc (grupo) values ('Morelia Qwz'), ('Mérida Qwz'), ('Álamos Qwz')`);

const admin = await signIn(app, 'admin');
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
const data = async (p: Promise<{ statusCode: number; json(): unknown }>): Promise<any> => {
  const res = await p;
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: unknown }).data;
};

describe('doctors screen', () => {
  it("'jose' finds José and Jose, 'MERIDA' finds Mérida, by surname in Spanish order", async () => {
    const medicos = async (buscar: string) =>
      (
        (await data(admin.post('/antibioticosmedicos/consulta-medicos', { buscar, tamanoPagina: 100 }))) as {
          cedula: string;
        }[]
      ).map((m) => m.cedula);
    expect(await medicos('jose flores qwz')).toEqual(['QWZ-1']);
    expect(await medicos('JOSÉ MERIDA')).toEqual(['QWZ-2']);
    // Flores, Mérida, Morelia: the accent does not move Mérida after Morelia.
    expect(await medicos('qwz')).toEqual(['QWZ-1', 'QWZ-2', 'QWZ-3']);
    expect(
      (await data(admin.post('/antibioticosmedicos/consulta-registros', { buscar: 'JOSÉ MÉRIDA' })))
        .totalRegistros,
    ).toBe(1);
  });
});

describe('licensees, employees with a web user', () => {
  it("'begona nunez' finds Begoña Núñez; 'BEBÉS' finds Bebés; Spanish order", async () => {
    const nombres = async (texto: string) =>
      (
        (await data(
          admin.get(`/abrir-pagina-licenciatarios/buscar-licenciatarios/${encodeURIComponent(texto)}`),
        )) as {
          nombre: string;
        }[]
      ).map((l) => l.nombre);
    expect(await nombres('begona nunez')).toEqual(['Begoña Núñez Qwz']);
    expect(await nombres('BEBÉS')).toEqual(['Bebés Qwz']);
    expect(await nombres('qwz')).toEqual(['Bebés Qwz', 'BEBIDAS QWZ', 'Begoña Núñez Qwz']);
  });

  it("the permissions' employee search: 'inigo qwzuniga' finds Íñigo Qwzúñiga", async () => {
    const filas = await data(admin.get('/administracion/buscar-empleados-usuario/inigo%20qwzuniga'));
    expect(filas.map((e: { codEmpleado: number }) => e.codEmpleado)).toEqual([9301]);
    const inverso = await data(
      admin.get(`/administracion/buscar-empleados-usuario/${encodeURIComponent('ÍÑIGO')}`),
    );
    expect(inverso.map((e: { codEmpleado: number }) => e.codEmpleado)).toContain(9301);
  });
});

describe('Baranetos catalogues and branch groups', () => {
  it("'electronica' finds Electrónica; departments in Spanish order", async () => {
    const descripciones = async (texto: string) =>
      (
        (await data(
          admin.get(`/baranetos/catalogos/departamentos/consulta/${encodeURIComponent(texto)}`),
        )) as {
          descripcion: string;
        }[]
      ).map((d) => d.descripcion);
    expect(await descripciones('electronica')).toEqual(['Electrónica Qwz']);
    expect(await descripciones('bebes qwz')).toEqual(['BEBÉS QWZ']);
    expect(await descripciones('qwz')).toEqual(['BEBÉS QWZ', 'Bebidas Qwz', 'Electrónica Qwz']);
  });

  it('lists branch groups in Spanish order: Álamos, Mérida, Morelia', async () => {
    const grupos = ((await data(admin.get('/grupo-sucursales/grupos'))) as { grupo: string }[])
      .map((g) => g.grupo)
      .filter((g) => g.endsWith('Qwz'));
    expect(grupos).toEqual(['Álamos Qwz', 'Mérida Qwz', 'Morelia Qwz']);
  });
});
