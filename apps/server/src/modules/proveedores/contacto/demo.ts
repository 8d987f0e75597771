import { digitoClabe, TEXTO_CONTACTO_MAX } from '@farmasi/contracts/proveedores/contacto/validar';
import { sql } from 'drizzle-orm';
import { catProveedoresMarcasCuentas, catProveedoresMarcasDetContacto } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';

const NOMBRES = [
  'María Fernanda',
  'José Luis',
  'Guadalupe',
  'Juan Carlos',
  'Ana Sofía',
  'Miguel Ángel',
  'Verónica',
  'Jesús',
  'Alejandra',
  'Francisco',
  'Patricia',
  'Ricardo',
  'Mónica',
  'Héctor',
  'Claudia',
  'Sergio',
  'Daniela',
  'Arturo',
  'Leticia',
  'Raúl',
];
const APELLIDOS = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Jiménez',
  'Reyes',
  'Díaz',
  'Torres',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Castillo',
  'Núñez',
  'Peña',
];
/** Cargos by department (datos.sql: 1 Crédito y cobranza, 2 Ventas, 3 Logística, 4 Atención a clientes, 5 Dirección). */
const CARGOS: Record<number, string[]> = {
  1: ['Gerente de crédito y cobranza', 'Ejecutivo de cobranza', 'Analista de cuentas por cobrar'],
  2: ['Ejecutivo de ventas', 'Gerente regional de ventas', 'Representante de ventas'],
  3: ['Coordinador de logística', 'Jefe de almacén', 'Supervisor de embarques'],
  4: ['Ejecutiva de atención a clientes', 'Coordinadora de servicio al cliente'],
  5: ['Director comercial', 'Director general', 'Directora de finanzas'],
};
const LADAS = ['55', '55', '33', '81', '222', '442', '477', '999', '614', '662', '871'];
/** SAT bank codes of datos.sql, the common ones more often. */
const BANCOS = [2, 12, 12, 14, 21, 72, 72, 44, 30, 36, 58, 127, 137];
const ALIAS = ['Cuenta concentradora', 'Cuenta de cobranza', 'Pagos a proveedores'];

/** Positions (by id) of the brand suppliers left without bank accounts, and with no payment contact. */
export const SIN_CUENTAS = [4, 12, 20];
export const SIN_CORREO_DE_PAGO = [2, 10, 18];
/** A brand supplier with accounts and no contact at all. */
export const SIN_CONTACTOS = [21];

const sinAcentos = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const PALABRAS_VACIAS = new Set(['DISTRIBUIDORA', 'CASA', 'DEL', 'DE', 'DROGUERIA', 'LA', 'LOS']);

/** A supplier's mail domain from its name: 'CASA SABA S.A. DE C.V.' → saba.com.mx. */
const dominio = (proveedor: string) => {
  const palabras = sinAcentos(proveedor)
    .replace(/S\.A\..*$/, '')
    .split(/\s+/)
    .filter((p) => p.length > 2 && !PALABRAS_VACIAS.has(p));
  return `${(palabras[0] ?? 'proveedor').toLowerCase().replace(/[^a-z0-9]/g, '')}.com.mx`;
};

const digitos = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

const telefono = (r: Random) => {
  const lada = r.pick(LADAS);
  return `${lada}${r.int(2, 9)}${digitos(r, 9 - lada.length)}`;
};

/** An 18-digit CLABE: bank code, branch square, account, and its check digit (weights 3, 7, 1). */
const clabe = (r: Random, banco: number) => {
  const base = `${String(banco).padStart(3, '0')}${r.pick(['180', '320', '580', '650', '744'])}${digitos(r, 11)}`;
  return `${base}${digitoClabe(base)}`;
};

const corta = (t: string) => t.slice(0, TEXTO_CONTACTO_MAX).trim();

/**
 * Contacts and bank accounts of the brands' suppliers (S29). Most have 2–4 contacts (the credit and
 * collection one gets the payment e-mails) and 1–3 accounts, one principal. On purpose, for the
 * payment screen's refusals: three have no bank account (SIN_CUENTAS), three have accounts but no
 * contact marked 'Enviar correo' (SIN_CORREO_DE_PAGO) and one has no contacts (SIN_CONTACTOS).
 */
export default semilla({
  despues: ['catalogos/catproveedoresmarca'],
  demo: async (tx, ctx) => {
    const r = createRandom(2_903_029);
    const filas = await rowsOf<{ id: number; proveedor: string }>(
      tx,
      sql`select d.id_cat_proveedores_marcas_det as id, p.nombre as proveedor
            from cat_proveedores_marcas_det d join cat_proveedores p using (cod_proveedor)
           order by d.id_cat_proveedores_marcas_det`,
    );
    const contactos: (typeof catProveedoresMarcasDetContacto.$inferInsert)[] = [];
    const cuentas: (typeof catProveedoresMarcasCuentas.$inferInsert)[] = [];
    for (const [i, fila] of filas.entries()) {
      const base = { idCatProveedoresMarcasDet: fila.id, creadoPor: ctx.usuarios.admin };
      if (!SIN_CONTACTOS.includes(i)) {
        const cuantos = r.int(2, 4);
        const areas = [1, ...[2, 3, 4, 5].sort(() => r.next() - 0.5)].slice(0, cuantos);
        for (const area of areas) {
          const nombre = `${r.pick(NOMBRES)} ${r.pick(APELLIDOS)} ${r.pick(APELLIDOS)}`;
          const [pila, paterno] = [nombre.split(' ')[0]!, nombre.split(' ').at(-2)!];
          contactos.push({
            ...base,
            idCatProveedoresMarcasAreas: area,
            cargoDeArea: r.pick(CARGOS[area]!),
            nombreContacto: corta(nombre),
            correo: corta(sinAcentos(`${pila}.${paterno}@${dominio(fila.proveedor)}`).toLowerCase()),
            telefono: telefono(r),
            // The credit and collection contact gets the payment notices; sometimes sales too.
            confirmarPagoCorreo:
              !SIN_CORREO_DE_PAGO.includes(i) && (area === 1 || (area === 2 && r.next() < 0.3)),
          });
        }
      }
      if (SIN_CUENTAS.includes(i)) continue;
      const cuantas = r.int(1, 3);
      const principal = r.int(0, cuantas - 1);
      const usados = new Set<number>();
      for (let k = 0; k < cuantas; k++) {
        let banco = r.pick(BANCOS);
        while (usados.has(banco)) banco = r.pick(BANCOS);
        usados.add(banco);
        cuentas.push({
          ...base,
          banco,
          cuenta: k === 2 ? digitos(r, 10) : clabe(r, banco),
          nombreCuenta: corta(k === 0 ? fila.proveedor : `${ALIAS[k]} ${fila.proveedor}`),
          cuentaPrincipal: k === principal,
        });
      }
    }
    if (contactos.length) await tx.insert(catProveedoresMarcasDetContacto).values(contactos);
    if (cuentas.length) await tx.insert(catProveedoresMarcasCuentas).values(cuentas);
  },
});
