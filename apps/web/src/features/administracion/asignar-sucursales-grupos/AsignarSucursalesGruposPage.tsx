import { AsignacionGruposView } from '@/ui/asignacion-grupos/AsignacionGruposView';
import { sucursales } from './api';

/** S43 branch groups, assignment part (asignar-sucursales-grupos). */
export const AsignarSucursalesGruposPage = () => <AsignacionGruposView asignacion={sucursales} />;
