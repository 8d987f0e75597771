import { asignarSucursalesGruposPantalla } from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import type { Page } from '@playwright/test';
import { AsignacionGruposPage } from './asignacion-grupos';
import { rutaDe } from './pantallas';

export const ASIGNAR_SUCURSALES_GRUPOS_PATH = rutaDe(asignarSucursalesGruposPantalla);

/** The screen's page object: the shared assignment layout at this screen's path. */
export const pagina = (page: Page) => new AsignacionGruposPage(page, ASIGNAR_SUCURSALES_GRUPOS_PATH);
