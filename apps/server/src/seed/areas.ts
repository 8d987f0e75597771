import { baranetosDemo, baranetosLarge } from './baranetos.ts';
import type { DemoSeeder, LargeSeeder } from './registry.ts';

/** Each area adds its seeders here (one import and one entry), in dependency order. */
export const demoSeeders: DemoSeeder[] = [baranetosDemo];

export const largeSeeders: LargeSeeder[] = [baranetosLarge];
