import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignacion-grupos';
import { useState } from 'react';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { SeleccionModal } from '@/ui/SeleccionModal';
import type { Asignacion, GrupoVista, SucursalVista } from './types';
import { coincide, validarSeleccion } from './validate';

/** 'Sucursales para el Grupo': the branches in no group, to tick and add to the group. */
export const SucursalesGrupoModal = ({
  asignacion,
  grupo,
  onClose,
}: {
  asignacion: Asignacion;
  grupo: GrupoVista;
  onClose: () => void;
}) => {
  const libres = asignacion.useSinGrupo(true);
  const guardar = asignacion.useGuardar();
  const [marcadas, setMarcadas] = useState<number[]>([]);

  const onGuardar = async () => {
    const failure = validarSeleccion(marcadas);
    if (failure) {
      await warningDialog(failure);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardar))) return;
    const answer = await guardar.mutateAsync({ grupo: grupo.id, codigos: marcadas });
    successToast(answer.message || m.guardadas, 3);
    onClose();
  };

  return (
    <SeleccionModal<SucursalVista, number>
      titulo={`${m.modalTitulo} ${grupo.nombre}`}
      width={760}
      onCancelar={onClose}
      onGuardar={onGuardar}
      buscarEtiqueta="Filtrar sucursales"
      buscarPlaceholder="Filtrar por código, cliente o sucursal"
      coincide={coincide}
      loading={libres.isFetching}
      filas={libres.data ?? []}
      clave={(s) => s.codigo}
      marcadas={marcadas}
      onChange={setMarcadas}
      columns={[
        { title: 'Código', dataIndex: 'codigo', width: 90 },
        { title: asignacion.columnaNombre, dataIndex: 'nombre' },
        { title: 'Sucursal', dataIndex: 'sucursal' },
      ]}
    />
  );
};
