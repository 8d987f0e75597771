import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as comun from '@zxcvbn-ts/language-common';
import * as espanol from '@zxcvbn-ts/language-es-es';
import { messages } from './messages.ts';

/**
 * Breached and guessable passwords (ASVS 6.2.4, 6.2.12): zxcvbn's estimate with the common
 * dictionaries (leaked passwords, keyboard patterns) and the Spanish ones (names, words), all
 * shipped in the npm packages. Kept apart from password.ts because the dictionaries weigh
 * megabytes: the server loads them once, the web only when a new password is about to be saved.
 */
let estimador: ZxcvbnFactory | undefined;

/** zxcvbn's score (0–4) a new password must reach: 3 is "safely unguessable" (10^8 guesses). */
export const PUNTAJE_MINIMO = 3;

/**
 * A word followed by a year or a date (Mexico2024!, Verano2023) is the first pattern that
 * password-spraying lists try, though zxcvbn rates some of them 3: they are refused too.
 */
const conAnioOFecha = (sequence: { pattern: string; regexName?: string }[]) =>
  sequence.some((m) => m.pattern === 'date' || (m.pattern === 'regex' && m.regexName === 'recentYear'));

const estimar = (password: string, userInputs: string[]) => {
  estimador ??= new ZxcvbnFactory({
    dictionary: { ...comun.dictionary, ...espanol.dictionary },
    graphs: comun.adjacencyGraphs,
    translations: espanol.translations,
  });
  return estimador.check(password, userInputs);
};

/**
 * The refusal message for a password too easy to guess, or null. `userInputs` are words the
 * guesser is assumed to know (the user's login and name), rated as the first words tried.
 */
export const checkPasswordAdivinable = (password: string, userInputs: string[] = []): string | null => {
  const estimacion = estimar(password, userInputs);
  const debil = estimacion.score < PUNTAJE_MINIMO || conAnioOFecha(estimacion.sequence);
  return debil ? messages.password.adivinable : null;
};
