import type { Tx } from '../../../db/client.ts';
import {
  catFamilias,
  catFormasAdministracion,
  catFormulas,
  catGenericos,
  catLaboratorios,
  catLineas,
  catMedidas,
  catPresentaciones,
  catProveedores,
  catProveedoresMarcasDet,
  catProveedoresMarcasEnc,
  catRecargasCompanias,
  catRecargasProveedores,
  catRecargasTiposProducto,
} from '../../../db/schema/index.ts';

/** The demo's article vocabulary (a real installation imports its own catalogues). */

/** [formula, strengths, forms it comes in (indexes of FORMAS), desglozar] */
export const FORMULAS: [string, string[], number[], boolean][] = [
  ['PARACETAMOL', ['500 MG', '750 MG', '1 G'], [0, 4, 6], true],
  ['IBUPROFENO', ['200 MG', '400 MG', '600 MG'], [0, 1, 4], true],
  ['NAPROXENO', ['250 MG', '500 MG'], [0, 4], true],
  ['DICLOFENACO SODICO', ['50 MG', '100 MG', '75 MG/3 ML'], [0, 5, 7], true],
  ['KETOROLACO', ['10 MG', '30 MG/ML'], [0, 5], false],
  ['AMOXICILINA', ['500 MG', '250 MG/5 ML'], [1, 4], true],
  ['AMOXICILINA / ACIDO CLAVULANICO', ['875/125 MG', '400/57 MG/5 ML'], [0, 4], true],
  ['AZITROMICINA', ['500 MG', '200 MG/5 ML'], [0, 4], true],
  ['CIPROFLOXACINO', ['250 MG', '500 MG'], [0], true],
  ['CEFALEXINA', ['500 MG', '250 MG/5 ML'], [1, 4], false],
  ['METFORMINA', ['500 MG', '850 MG'], [0], true],
  ['GLIBENCLAMIDA', ['5 MG'], [0], false],
  ['LOSARTAN', ['50 MG', '100 MG'], [0], true],
  ['ENALAPRIL', ['10 MG', '20 MG'], [0], true],
  ['AMLODIPINO', ['5 MG', '10 MG'], [0], true],
  ['ATORVASTATINA', ['20 MG', '40 MG'], [0], true],
  ['OMEPRAZOL', ['20 MG', '40 MG'], [1, 5], true],
  ['RANITIDINA', ['150 MG'], [0], false],
  ['LORATADINA', ['10 MG', '5 MG/5 ML'], [0, 3], true],
  ['CETIRIZINA', ['10 MG', '1 MG/ML'], [0, 6], false],
  ['SALBUTAMOL', ['100 MCG', '2 MG/5 ML'], [8, 3], false],
  ['AMBROXOL', ['30 MG', '15 MG/5 ML'], [0, 3], true],
  ['BUTILHIOSCINA', ['10 MG', '20 MG/ML'], [0, 5], false],
  ['METAMIZOL SODICO', ['500 MG', '1 G/2 ML'], [0, 5], true],
  ['LOPERAMIDA', ['2 MG'], [0], false],
  ['METOCLOPRAMIDA', ['10 MG', '4 MG/ML'], [0, 6], false],
  ['CLONAZEPAM', ['2 MG', '2.5 MG/ML'], [0, 6], false],
  ['SERTRALINA', ['50 MG'], [0], true],
  ['LEVOTIROXINA', ['50 MCG', '100 MCG'], [0], false],
  ['PREDNISONA', ['5 MG', '50 MG'], [0], false],
  ['DEXAMETASONA', ['8 MG/2 ML'], [5], false],
  ['CLOTRIMAZOL', ['1 %'], [2], false],
  ['KETOCONAZOL', ['2 %', '200 MG'], [2, 0], false],
  ['NEOMICINA / FLUOCINOLONA', ['3.5 MG/0.25 MG'], [2], false],
  ['VITAMINA C', ['1 G', '500 MG'], [0, 9], false],
  ['COMPLEJO B', ['TABLETAS', 'INYECTABLE'], [0, 5], false],
  ['ACIDO ACETILSALICILICO', ['100 MG', '500 MG'], [0, 9], true],
  ['TRAMADOL', ['50 MG', '100 MG/ML'], [1, 6], false],
  ['SILDENAFIL', ['50 MG', '100 MG'], [0], true],
  ['NITROFURANTOINA', ['100 MG'], [1], false],
];

/** Pharmaceutical forms and their measures [descripcion, aplicar gotas]. */
export const FORMAS: [string, string, [string, boolean][]][] = [
  [
    'TABLETAS',
    'TAB',
    [
      ['PIEZA', false],
      ['MG', false],
    ],
  ],
  [
    'CAPSULAS',
    'CAP',
    [
      ['PIEZA', false],
      ['MG', false],
    ],
  ],
  ['CREMA', 'CREMA', [['GRAMOS', false]]],
  ['JARABE', 'JBE', [['MILILITROS', false]]],
  ['SUSPENSION', 'SUSP', [['MILILITROS', false]]],
  [
    'SOLUCION INYECTABLE',
    'SOL INY',
    [
      ['AMPOLLETA', false],
      ['MILILITROS', false],
    ],
  ],
  [
    'GOTAS',
    'GTS',
    [
      ['MILILITROS (GOTAS)', true],
      ['FRASCO GOTERO', true],
    ],
  ],
  ['SOLUCION INYECTABLE IM', 'SOL INY IM', [['AMPOLLETA', false]]],
  ['AEROSOL', 'AER', [['DOSIS', false]]],
  ['TABLETAS EFERVESCENTES', 'TAB EFERV', [['PIEZA', false]]],
];

export const LABORATORIOS = [
  'LABORATORIOS PISA',
  'GENOMMA LAB',
  'LABORATORIOS LIOMONT',
  'SILANES',
  'ULTRA LABORATORIOS',
  'AMSA',
  'LABORATORIOS SENOSIAIN',
  'PSICOFARMA',
  'BIRMEX',
  'ALTIA',
  'BAYER DE MEXICO',
  'SANOFI AVENTIS',
  'PFIZER',
  'LABORATORIOS KENER',
  'STEREN FARMA',
  'ANTIBIOTICOS DE MEXICO',
  'PROBIOMED',
  'LABORATORIOS GRIN',
  'RAYERE',
  'MAVER',
];
export const LINEAS = [
  'ETICO',
  'GENERICO INTERCAMBIABLE',
  'OTC',
  'ANTIBIOTICO',
  'CONTROLADO',
  'PERFUMERIA',
  'NATURISTA',
];
export const FAMILIAS = [
  'ANALGESICOS',
  'ANTIBIOTICOS',
  'ANTIHIPERTENSIVOS',
  'ANTIDIABETICOS',
  'GASTROINTESTINALES',
  'ANTIHISTAMINICOS',
  'RESPIRATORIOS',
  'DERMATOLOGICOS',
  'VITAMINAS Y SUPLEMENTOS',
  'SISTEMA NERVIOSO',
  'HORMONALES',
  'RECARGAS TIEMPO AIRE',
];
export const FORMAS_ADMINISTRACION = [
  'ORAL',
  'INTRAMUSCULAR',
  'INTRAVENOSA',
  'TOPICA',
  'INHALADA',
  'OFTALMICA',
  'SUBLINGUAL',
];
export const PROVEEDORES: [string, string][] = [
  ['DISTRIBUIDORA DIFARMER S.A. DE C.V.', 'DIF950101AB1'],
  ['NADRO S.A.P.I. DE C.V.', 'NAD861113QZ3'],
  ['CASA SABA S.A. DE C.V.', 'CSA920301KJ4'],
  ['FARMACOS NACIONALES S.A. DE C.V.', 'FNA760512LM8'],
  ['MARZAM S.A. DE C.V.', 'MAR820415TR2'],
  ['DROGUERIA DEL NORTE S.A. DE C.V.', 'DNO010203HG5'],
  ['DISTRIBUIDORA DE MEDICAMENTOS DE OCCIDENTE', 'DMO990707PQ1'],
];
export const CLASIFICACIONES = ['PATENTE', 'GENERICO', 'OTC', 'CONTROLADO GRUPO IV', 'ANTIBIOTICO'];
export const PRESENTACIONES = [
  'C/10',
  'C/14',
  'C/20',
  'C/30',
  'C/100 ML',
  'C/120 ML',
  'C/60 G',
  'C/5 AMP',
  'C/15 ML',
];

/** The chain's catalogues behind the selects (part of the demo: a real installation imports its own). */
export const seedCatalogos = async (tx: Tx) => {
  await tx
    .insert(catFormulas)
    .values(FORMULAS.map(([descripcion, , , desglozar]) => ({ descripcion, desglozar })));
  await tx.insert(catPresentaciones).values(FORMAS.map(([descripcion]) => ({ descripcion })));
  await tx
    .insert(catMedidas)
    .values(
      FORMAS.flatMap(([, , medidas], i) =>
        medidas.map(([descripcion, aplicar]) => ({ codPresentacion: i + 1, descripcion, aplicar })),
      ),
    );
  await tx.insert(catLaboratorios).values(LABORATORIOS.map((descripcion) => ({ descripcion })));
  await tx.insert(catLineas).values(LINEAS.map((descripcion) => ({ descripcion })));
  await tx.insert(catFamilias).values(FAMILIAS.map((descripcion) => ({ descripcion })));
  await tx
    .insert(catFormasAdministracion)
    .values(FORMAS_ADMINISTRACION.map((descripcion) => ({ descripcion })));
  await tx
    .insert(catGenericos)
    .values(FORMULAS.map(([descripcion], i) => ({ descripcion: `${descripcion} (GI)`, codFormula: i + 1 })));
  await tx.insert(catProveedores).values(PROVEEDORES.map(([nombre, rfc]) => ({ nombre, rfc })));
  const marcas = ['PISA', 'GENOMMA', 'LIOMONT', 'SILANES', 'ULTRA', 'SENOSIAIN', 'ALTIA', 'KENER'];
  await tx.insert(catProveedoresMarcasEnc).values(marcas.map((nombre) => ({ nombre })));
  // Each brand is sold by three of the suppliers.
  await tx.insert(catProveedoresMarcasDet).values(
    marcas.flatMap((_, i) =>
      [0, 1, 2].map((k) => ({
        idCatProveedoresMarcasEnc: i + 1,
        codProveedor: ((i + k) % PROVEEDORES.length) + 1,
      })),
    ),
  );
  await tx.insert(catRecargasProveedores).values([{ descripcion: 'TAECEL' }, { descripcion: 'PAGAQUI' }]);
  await tx
    .insert(catRecargasCompanias)
    .values(['TELCEL', 'MOVISTAR', 'AT&T', 'UNEFON', 'BAIT'].map((descripcion) => ({ descripcion })));
  await tx
    .insert(catRecargasTiposProducto)
    .values(['TIEMPO AIRE', 'PAQUETE DE DATOS', 'PAGO DE SERVICIO'].map((descripcion) => ({ descripcion })));
};
