/**
 * The screens a user opened last, newest first (issue 29: the palette and Inicio show them). Kept in
 * localStorage per user (the machine may be shared by a branch's staff), as menu urls; the menu of
 * the session decides which of them are shown, so a permission removed hides its screen.
 */
export const MAX_RECIENTES = 8;

const clave = (idUser: number) => `farmasi.pantallasRecientes.${idUser}`;

export const leerRecientes = (idUser: number): string[] => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(clave(idUser)) ?? '[]');
    return Array.isArray(v)
      ? v.filter((u): u is string => typeof u === 'string').slice(0, MAX_RECIENTES)
      : [];
  } catch {
    return [];
  }
};

/** Notes that the user opened the screen at `url` (its menu url): it goes first, once. */
export const anotarReciente = (idUser: number, url: string): void => {
  const anteriores = leerRecientes(idUser);
  if (anteriores[0] === url) return;
  const lista = [url, ...anteriores.filter((u) => u.toLowerCase() !== url.toLowerCase())].slice(
    0,
    MAX_RECIENTES,
  );
  try {
    localStorage.setItem(clave(idUser), JSON.stringify(lista));
  } catch {
    // A full or blocked storage only loses the list.
  }
};
