/**
 * Input masks (accounts ###-##-######, phones (###) ###-####): '#' takes a digit, any other
 * character of the pattern is written by the mask. What the user types is kept to its digits, so
 * typing, pasting '105 01 000001' or deleting a hyphen all end in the same shape. Shared by the screens
 * (web lib/mascara.ts) and the imports (issue 28), so a value is stored in one shape whoever writes it.
 */
export const conMascara = (texto: string, patron: string): string => {
  const digitos = texto.replace(/\D/g, '');
  let salida = '';
  let i = 0;
  for (const c of patron) {
    if (i >= digitos.length) break;
    if (c === '#') salida += digitos[i++];
    else salida += c;
  }
  return salida;
};
