/**
 * What a field limited to `max` characters keeps when an edit (a paste, a drop, typing, a scanner)
 * turned its text `previo` into `nuevo`. Blank space at the ends goes before anything is cut, so a
 * pasted ' 72000' in a five-character field is 72000, never 7200 (issue 30). A browser's maxlength
 * cuts first and trims never; the kit's inputs (TextoInput, NumeroInput) use this instead.
 *
 * 1. It fits: kept as it is (blanks inside a text that fits are the user's).
 * 2. It fits without the blanks at its ends: trimmed.
 * 3. Otherwise, as a maxlength would: the text around the edit stays, and the inserted text (without
 *    the blanks at its ends that touch the field's ends or other blanks) is cut to the room left.
 */
export const recortarAlLimite = (previo: string, nuevo: string, max: number): string => {
  if (nuevo.length <= max) return nuevo;
  const limpio = nuevo.trim();
  if (limpio.length <= max) return limpio;
  // The edit: what differs between the two texts once their common start and end are set aside.
  let inicio = 0;
  while (inicio < previo.length && inicio < nuevo.length && previo[inicio] === nuevo[inicio]) inicio++;
  let fin = 0;
  while (
    fin < previo.length - inicio &&
    fin < nuevo.length - inicio &&
    previo[previo.length - 1 - fin] === nuevo[nuevo.length - 1 - fin]
  )
    fin++;
  const antes = nuevo.slice(0, inicio);
  const despues = nuevo.slice(nuevo.length - fin);
  let insertado = nuevo.slice(inicio, nuevo.length - fin);
  if (!antes || /\s$/.test(antes)) insertado = insertado.trimStart();
  if (!despues || /^\s/.test(despues)) insertado = insertado.trimEnd();
  const cabe = Math.max(0, max - antes.length - despues.length);
  const resultado = antes + insertado.slice(0, cabe) + despues;
  return resultado.length <= max ? resultado : resultado.slice(0, max);
};
