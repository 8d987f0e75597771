import { CheckSum } from '@nodecfdi/rfc';
import { sql } from 'drizzle-orm';
import {
  clientesCredito,
  clientesCreditoCorreos,
  clientesCreditoDomicilios,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';

/** Companies (personas morales: 3 letters) and professionals (personas físicas: 4) that buy on credit. */
const EMPRESAS: [string, string, string][] = [
  ['HOSPITAL SAN RAFAEL', 'Hospital San Rafael', 'HSR'],
  ['CLINICA MEDICA DEL BAJIO', 'Clínica del Bajío', 'CMB'],
  ['LABORATORIOS CLINICOS DE OCCIDENTE', 'Lab Occidente', 'LCO'],
  ['SANATORIO GUADALUPE', 'Sanatorio Guadalupe', 'SGU'],
  ['CONSULTORIOS MEDICOS INTEGRALES', 'Consultorios Integrales', 'CMI'],
  ['RESIDENCIA GERIATRICA LOS ARCOS', 'Los Arcos', 'RGA'],
  ['SERVICIOS DE SALUD EMPRESARIAL', 'Salud Empresarial', 'SSE'],
  ['GRUPO HOTELERO PLAYA AZUL', 'Hoteles Playa Azul', 'GHP'],
  ['TRANSPORTES REFRIGERADOS DEL NORTE', 'Transportes del Norte', 'TRN'],
  ['CENTRO DE REHABILITACION INTEGRAL', 'Rehabilitación Integral', 'CRI'],
  ['ASOCIACION DE BOMBEROS VOLUNTARIOS', 'Bomberos Voluntarios', 'ABV'],
  ['COLEGIO MONTEVERDE', 'Colegio Monteverde', 'CMO'],
];
const PERSONAS: [string, string, string][] = [
  ['JOSE LUIS HERNANDEZ GARCIA', 'Consultorio Dr. Hernández', 'HEGJ'],
  ['MARIA FERNANDA LOPEZ RAMIREZ', 'Consultorio Dra. López', 'LORM'],
  ['ALEJANDRO MARTINEZ PEÑA', 'Clínica Dental Martínez', 'MAPA'],
  ['GABRIELA SANCHEZ ORTIZ', 'Pediatría Sánchez', 'SAOG'],
  ['RICARDO TORRES MENDOZA', 'Veterinaria Torres', 'TOMR'],
  ['ANA SOFIA CRUZ MORALES', 'Nutrición Cruz', 'CUMA'],
];

const dos = (n: number) => String(n).padStart(2, '0');
const checkSum = new CheckSum();
/** An RFC whose check digit is right: initials, a birth or founding date, a homoclave. */
const rfcDe = (iniciales: string, r: ReturnType<typeof createRandom>) => {
  const base = `${iniciales}${dos(r.int(60, 99))}${dos(r.int(1, 12))}${dos(r.int(1, 28))}${r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ123456789'])}${r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ123456789'])}`;
  return `${base}${checkSum.calculate(`${base}0`)}`;
};

/** Credit customers with valid RFCs, real demo postal codes, a regime for their kind and 1–3 e-mails. */
export default semilla({
  despues: ['administracion/direccion-sucursales'],
  demo: async (tx, ctx) => {
    const r = createRandom(2_202_022);
    const colonias = await rowsOf<{
      cp: string;
      colonia: string;
      municipio: string;
      estado: string;
      localidad: string;
    }>(
      tx,
      sql`select codigo_postal as cp, colonia, municipio, estado, coalesce(nullif(ciudad, ''), municipio) as localidad
            from cat_codigos_postales order by codigo_postal, colonia`,
    );
    if (!colonias.length) return;
    const todos = [
      ...EMPRESAS.map(([nombre, comercial, ini]) => ({
        nombre,
        comercial,
        rfc: rfcDe(ini, r),
        regimen: r.pick(['601', '601', '603', '626']),
      })),
      ...PERSONAS.map(([nombre, comercial, ini]) => ({
        nombre,
        comercial,
        rfc: rfcDe(ini, r),
        regimen: r.pick(['612', '612', '626']),
      })),
    ];
    for (const [i, c] of todos.entries()) {
      const [cliente] = await tx
        .insert(clientesCredito)
        .values({
          rfc: c.rfc,
          nombre: c.nombre,
          nombreComercial: c.comercial,
          telefono: `(${r.int(222, 999)}) ${r.int(100, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`,
          regimenFiscal: c.regimen,
          publicoGeneral: i % 9 === 4,
          creadoPor: ctx.usuarios.admin,
        })
        .returning();
      const lugar = colonias[(i * 7) % colonias.length]!;
      await tx.insert(clientesCreditoDomicilios).values({
        codCliente: cliente!.codCliente,
        calle: r.pick(['Av. Juárez', 'Calle Hidalgo', 'Blvd. Independencia', 'Calle Morelos', 'Av. Reforma']),
        numExterior: String(r.int(1, 2500)),
        numInterior: i % 3 === 0 ? `Local ${r.int(1, 20)}` : '',
        colonia: lugar.colonia,
        codPostal: lugar.cp,
        localidad: lugar.localidad,
        municipio: lugar.municipio,
        estado: lugar.estado,
      });
      const dominio = `${c.comercial
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')
        .slice(0, 14)}.com.mx`;
      const correos = ['facturacion', 'compras', 'contabilidad']
        .slice(0, 1 + (i % 3))
        .map((u) => `${u}@${dominio}`);
      await tx
        .insert(clientesCreditoCorreos)
        .values(correos.map((correo) => ({ codCliente: cliente!.codCliente, correo })));
    }
  },
});
