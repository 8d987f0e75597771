import type { Grupo } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { messages } from '@farmasi/contracts/messages';
import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccion } from '@/lib/useAccion';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useEliminarGrupo, useGrupos, useSucursalesGrupo } from './api';
import { sucursalColumns } from './columns';
import { EditarGrupoModal } from './EditarGrupoModal';
import { GruposTable } from './GruposTable';
import { NombreGrupoForm } from './NombreGrupoForm';

const m = messages.grupoSucursales;

/** S07 'Grupo sucursales': groups on the left, the selected group's branches on the right. */
export const GrupoSucursalesPage = () => {
  // The selected group lives in the URL (?grupo=id): a reload or a shared link shows the same.
  const [searchParams, setSearchParams] = useSearchParams();
  const idGrupo = Number(searchParams.get('grupo')) || null;
  const select = (id: number | null) => setSearchParams(id ? { grupo: String(id) } : {}, { replace: true });

  const [editando, setEditando] = useState<Grupo | null>(null);
  const grupos = useGrupos();
  const sucursales = useSucursalesGrupo(idGrupo);
  const eliminar = useEliminarGrupo();
  const seleccionado = grupos.data?.find((g) => g.idCatGrupoSucursalesEnc === idGrupo);

  // One delete at a time: a second click while the question or the call is open does nothing.
  const borrado = useAccion();
  const onDelete = (grupo: Grupo) =>
    borrado.ejecutar(async () => {
      if (!(await confirmDialog(m.deseaEliminar))) return;
      const answer = await eliminar.mutateAsync(grupo.idCatGrupoSucursalesEnc);
      successToast(answer.message || m.eliminado);
      if (grupo.idCatGrupoSucursalesEnc === idGrupo) select(null);
    });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card title="Grupos">
          <div style={{ marginBottom: 12 }}>
            <NombreGrupoForm onGuardado={(g) => select(g.idCatGrupoSucursalesEnc)} />
          </div>
          <GruposTable
            grupos={grupos.data}
            loading={grupos.isFetching || borrado.ocupado}
            selectedId={idGrupo}
            onSelect={(g) => select(g.idCatGrupoSucursalesEnc)}
            onEdit={setEditando}
            onDelete={(g) => void onDelete(g)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title={seleccionado ? `Sucursales del grupo ${seleccionado.grupo}` : 'Sucursales del grupo'}>
          <DataTable
            rowKey="codSucursal"
            columns={sucursalColumns}
            dataSource={idGrupo ? sucursales.data : []}
            loading={sucursales.isFetching}
            exportar={idGrupo ? { archivo: 'sucursales-del-grupo' } : undefined}
            locale={idGrupo ? undefined : { emptyText: 'Seleccione un grupo para ver sus sucursales.' }}
          />
        </Card>
      </Col>
      {editando && <EditarGrupoModal grupo={editando} onClose={() => setEditando(null)} />}
    </Row>
  );
};
