import type { Grupo } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { messages } from '@farmasi/contracts/messages';
import { Spin } from 'antd';
import { useState } from 'react';
import { BotonAccion } from '@/ui/BotonAccion';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { ModalEditable } from '@/ui/ModalEditable';
import { AsignarSucursales } from './AsignarSucursales';
import { useGuardarSucursales, useSucursalesParaAsignar } from './api';
import { NombreGrupoForm } from './NombreGrupoForm';
import { validateAsignadas } from './validate';

const m = messages.grupoSucursales;

/**
 * Edits a group: its name, and its branches moved between 'Por asignar' and 'Asignadas'. Moves are
 * local until 'Guardar'; a rejected save keeps the modal open (the warning comes from the query client).
 */
export const EditarGrupoModal = ({ grupo, onClose }: { grupo: Grupo; onClose: () => void }) => {
  const idGrupo = grupo.idCatGrupoSucursalesEnc;
  const sucursales = useSucursalesParaAsignar(idGrupo);
  const guardar = useGuardarSucursales();
  // null until the user moves something: the lists as the server gave them.
  const [moved, setMoved] = useState<number[] | null>(null);
  const [nombreSucio, setNombreSucio] = useState(false);
  const asignadas = moved ?? sucursales.data?.filter((s) => s.seleccionado).map((s) => s.codSucursal) ?? [];

  const onGuardar = async () => {
    const failure = validateAsignadas(asignadas);
    if (failure) {
      await warningDialog(failure);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardarSucursales))) return;
    const keys = new Set(asignadas);
    const answer = await guardar.mutateAsync({
      idGrupo,
      asignadas: (sucursales.data ?? []).filter((s) => keys.has(s.codSucursal)),
    });
    successToast(answer.message || m.sucursalesGuardadas);
    onClose();
  };

  return (
    <ModalEditable
      title="Editar grupo"
      width={900}
      mask={{ closable: false }}
      // Moved branches and a typed name not yet saved ('Cambiar nombre') are unsaved work.
      sucio={moved !== null || nombreSucio}
      onClose={onClose}
      cancelText="Cancelar"
      footer={(_, { CancelBtn }) => [
        <CancelBtn key="cancelar" />,
        <BotonAccion key="guardar" type="primary" disabled={!sucursales.data} onClick={onGuardar}>
          Guardar
        </BotonAccion>,
      ]}
    >
      <NombreGrupoForm grupo={grupo} onSucio={setNombreSucio} />
      <Spin spinning={sucursales.isFetching}>
        <AsignarSucursales sucursales={sucursales.data ?? []} asignadas={asignadas} onChange={setMoved} />
      </Spin>
    </ModalEditable>
  );
};
