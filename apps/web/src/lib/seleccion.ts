/** Lower case without accents: 'Mérida' and 'merida' are the same search. */
export const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether any of the row's text or number fields contains the text (accents and case ignored). */
export const contieneTexto = (fila: object, texto: string) => {
  const buscado = normalizar(texto.trim());
  if (!buscado) return true;
  return Object.values(fila).some(
    (v) => (typeof v === 'string' || typeof v === 'number') && normalizar(String(v)).includes(buscado),
  );
};

/** Whether every key shown is marked (false when nothing is shown). */
export const todasMarcadas = <K>(marcadas: readonly K[], visibles: readonly K[]) =>
  visibles.length > 0 && visibles.every((k) => marcadas.includes(k));

/**
 * 'Marcar todo / Desmarcar todo' over what the search shows: marks every shown key, or unmarks them
 * when all are marked already. Keys hidden by the search keep their state, never gain a mark.
 */
export const alternarVisibles = <K>(marcadas: readonly K[], visibles: readonly K[]): K[] => {
  if (todasMarcadas(marcadas, visibles)) return marcadas.filter((k) => !visibles.includes(k));
  return [...marcadas, ...visibles.filter((k) => !marcadas.includes(k))];
};
