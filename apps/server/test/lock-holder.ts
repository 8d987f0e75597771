import { acquireDataDirLock } from '../src/db/lock.ts';

/** A process that takes the data folder lock, prints its pid and stays (db/lock.test.ts kills it). */
acquireDataDirLock(process.argv[2] ?? '');
console.log(process.pid);
setInterval(() => {}, 1000);
