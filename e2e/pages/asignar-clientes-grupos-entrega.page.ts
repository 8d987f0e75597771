import { asignarClientesGruposEntregaPantalla } from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import type { Page } from '@playwright/test';
import { AsignacionGruposPage } from './asignacion-grupos';
import { rutaDe } from './pantallas';

export const GRUPOS_ENTREGA_PATH = rutaDe(asignarClientesGruposEntregaPantalla);

/** The screen's page object: the shared assignment layout at this screen's path. */
export const pagina = (page: Page) => new AsignacionGruposPage(page, GRUPOS_ENTREGA_PATH);
