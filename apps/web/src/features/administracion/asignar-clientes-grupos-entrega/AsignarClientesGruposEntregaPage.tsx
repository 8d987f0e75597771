import { AsignacionGruposView } from '@/ui/asignacion-grupos/AsignacionGruposView';
import { entrega } from './api';

/** S43 'Asignar clientes a grupos de entrega'. */
export const AsignarClientesGruposEntregaPage = () => <AsignacionGruposView asignacion={entrega} />;
