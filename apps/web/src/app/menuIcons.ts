import type { ComponentType } from 'react';
import * as iconos from './iconosMenu';

/**
 * The icons the side menu draws, by the name a manifest or a menu group stores. Listed once in
 * iconosMenu.ts so that the shell chunk carries only these; a test checks every manifest's icon is here.
 */
export const menuIcons: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = { ...iconos };
