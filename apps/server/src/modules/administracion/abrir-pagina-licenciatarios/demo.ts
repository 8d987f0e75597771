import type { Tx } from '../../../db/client.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { apellidos, nombresPila } from '../../../seed/sucursales-data.ts';
import { licenciatariosUsuarios, licenciatariosUsuariosSucursales } from './tablas.ts';

/** Portal user names are plain ASCII: first initial and first surname, lower case, without accents. */
const usuarioDe = (nombre: string, paterno: string) =>
  `${nombre[0]}${paterno}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** How many accounts the demo gets; the last one is inactive, so the screen never offers it. */
export const LICENCIATARIOS_DEMO = 12;

/**
 * Portal accounts of the demo's licensee branches (propia 0): one per branch, a few owners of two
 * branches, and one inactive account.
 */
const seedLicenciatarios = async (tx: Tx, sucursales: number[]) => {
  if (sucursales.length === 0) return;
  const random = createRandom(4501);
  const usados = new Set<string>();
  for (let i = 0; i < LICENCIATARIOS_DEMO; i += 1) {
    const nombre = random.pick(nombresPila);
    const paterno = random.pick(apellidos);
    const materno = random.pick(apellidos);
    let usuario = usuarioDe(nombre, paterno);
    for (let n = 2; usados.has(usuario); n += 1) usuario = `${usuarioDe(nombre, paterno)}${n}`;
    usados.add(usuario);
    const [cuenta] = await tx
      .insert(licenciatariosUsuarios)
      .values({
        usuario,
        nombre: `${nombre} ${paterno} ${materno}`,
        codEmpleado: random.next() < 0.8 ? random.int(5000, 5999) : null,
        activo: i < LICENCIATARIOS_DEMO - 1,
      })
      .returning({ idUsuario: licenciatariosUsuarios.idUsuario });
    const propias = [sucursales[i % sucursales.length] as number];
    // About one owner in four also runs the next licensee branch.
    if (sucursales.length > 1 && random.next() < 0.25)
      propias.push(sucursales[(i + 1) % sucursales.length] as number);
    await tx
      .insert(licenciatariosUsuariosSucursales)
      .values(propias.map((codSucursal) => ({ idUsuario: cuenta!.idUsuario, codSucursal })));
  }
};

export default semilla({
  demo: (tx, ctx) =>
    seedLicenciatarios(
      tx,
      ctx.sucursales.filter((s) => s.propia === 0).map((s) => s.codSucursal),
    ),
});
