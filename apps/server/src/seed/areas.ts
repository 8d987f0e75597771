import type { DemoSeeder, LargeSeeder } from './registry.ts';
import { traspasosDemoSeeder, traspasosLargeSeeder } from './traspasos.ts';

/** Each area adds its seeders here (one import and one entry), in dependency order. */
export const demoSeeders: DemoSeeder[] = [traspasosDemoSeeder];

export const largeSeeders: LargeSeeder[] = [traspasosLargeSeeder];
