/**
 * The company types (régimen societario) CFDI 4.0 asks to leave out of a persona moral's name, as
 * abbreviations: each letter may carry its dot and a space ('S.A.', 'S. A.', 'SA'), words as words.
 * Any of them may end in 'de C.V.' (variable capital) and a SOFOM's ', SOFOM, E.N.R.' / 'E.R.'.
 */
const TIPOS_SOCIETARIOS = [
  'SA',
  'SAB',
  'SAPI',
  'SAPIB',
  'SAS',
  'S DE RL',
  'SRL',
  'SC',
  'SC DE RL',
  'SC DE RS',
  'SC DE P DE RL',
  'SC DE P DE RS',
  'SCL',
  'SCP',
  'AC',
  'S EN C',
  'S EN C POR A',
  'S EN NC',
  'SPR DE RL',
  'SPR DE RI',
  'SPR DE RS',
  'IAP',
  'IBP',
  'ABP',
];
const PALABRAS = new Set(['DE', 'EN', 'POR']);
const comoPatron = (tipo: string) =>
  tipo
    .split(' ')
    .map((t) => (PALABRAS.has(t) ? t : [...t].map((letra) => `${letra}\\.?`).join('\\s?')))
    .join('\\s*');
const REGIMEN_SOCIETARIO = new RegExp(
  `(?:^|[\\s,])(?:${TIPOS_SOCIETARIOS.map(comoPatron).join('|')})` +
    `(?:\\s*,?\\s*DE\\s*C\\.?\\s?V\\.?)?(?:\\s*,?\\s*SOFOM\\s*,?\\s*E\\.?\\s?(?:N\\.?\\s?)?R\\.?)?[\\s.,]*$`,
  'i',
);
/** A persona moral's name ending in its company type ('S.A. de C.V.', 'S. de R.L.', 'S.A.B.', 'A.C.'…). */
export const conRegimenSocietario = (nombre: string): boolean => REGIMEN_SOCIETARIO.test(nombre.trim());
