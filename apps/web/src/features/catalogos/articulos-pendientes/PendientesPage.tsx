import { Card } from 'antd';
import { useState } from 'react';
import { EditarPendienteModal } from '@/ui/articulo/EditarPendienteModal';
import { PendientesPanel } from '@/ui/articulo/PendientesPanel';

/** S05 'Artículos DIFARMER pendientes de completar.' */
export const PendientesPage = () => {
  const [codigo, setCodigo] = useState<number | null>(null);
  return (
    <Card>
      <PendientesPanel onCompletar={(p) => setCodigo(p.codArticulo)} />
      {codigo !== null && (
        <EditarPendienteModal key={codigo} codArticulo={codigo} onClose={() => setCodigo(null)} />
      )}
    </Card>
  );
};
