import { articulosDemoSeeder, articulosLargeSeeder } from './articulos.ts';
import type { DemoSeeder, LargeSeeder } from './registry.ts';

/** Each area adds its seeders here (one import and one entry), in dependency order. */
export const demoSeeders: DemoSeeder[] = [articulosDemoSeeder];

export const largeSeeders: LargeSeeder[] = [articulosLargeSeeder];
