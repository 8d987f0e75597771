/** Input masks: the contracts' (the imports store values in the same shape as the screens). */
export { conMascara } from '@farmasi/contracts/mascara';
