type Elemento = string | number;

const lista = (v: string | null): Elemento[] | null => {
  if (v === null || !v.startsWith('[')) return null;
  try {
    const dato: unknown = JSON.parse(v);
    return Array.isArray(dato) && dato.every((x) => typeof x === 'string' || typeof x === 'number')
      ? (dato as Elemento[])
      : null;
  } catch {
    return null;
  }
};

/**
 * What a change of a list-valued field (a permission tree's ids, a group's branches) took out and put
 * in, as JSON lists a screen's `valores` reads like the whole one: 60 permissions before and 61 after
 * read as the one added. Null when either side is not a list of values, or when only the order
 * changed (an order's history shows both orders whole).
 */
export const diferenciaDeListas = (antes: string | null, despues: string | null) => {
  const a = lista(antes);
  const d = lista(despues);
  if (!a || !d) return null;
  const quitados = a.filter((x) => !d.includes(x));
  const agregados = d.filter((x) => !a.includes(x));
  if (quitados.length === 0 && agregados.length === 0) return null;
  return {
    quitados: quitados.length ? JSON.stringify(quitados) : null,
    agregados: agregados.length ? JSON.stringify(agregados) : null,
  };
};
