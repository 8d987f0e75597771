import { format } from '@farmasi/contracts';
import { ventasTransferenciasMessages as m } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import type { CatalogoItem } from '@farmasi/contracts/catalogos/sucursales';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useDebounced } from '@/lib/useDebounced';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { SeleccionModal } from '@/ui/SeleccionModal';
import { useGuardarVentaTransferencia, useSucursales } from './api';
import { filtroEfectivo, sucursalAGuardar } from './validate';

/**
 * Picks the branch that may sell by transfer: filter, click a row, Guardar (003 §2.2). The clicked
 * branch is saved even when a later filter hides it; with none clicked, the only one listed is.
 */
export const SucursalPickerModal = ({ onClose }: { onClose: () => void }) => {
  const session = useSession();
  const [texto, setTexto] = useState('');
  // The catalogue is asked once the user pauses typing.
  const buscar = useDebounced(filtroEfectivo(texto), 300);
  // The clicked branch itself, not only its code: a mark survives a new filter that hides its row
  // (as in every selection table of the kit), and that branch is the one saved.
  const [marcada, setMarcada] = useState<CatalogoItem | null>(null);
  const sucursales = useSucursales(buscar, true);
  const guardar = useGuardarVentaTransferencia();

  const lista = sucursales.data ?? [];

  const onGuardar = async () => {
    const elegida = sucursalAGuardar(marcada, lista);
    if ('message' in elegida) {
      await warningDialog(elegida.message);
      return;
    }
    const { sucursal } = elegida;
    if (!(await confirmDialog(format(m.confirmar, { sucursal: sucursal.descripcion })))) return;
    const answer = await guardar.mutateAsync({
      CodUsuario: session?.idUser ?? 0,
      CodSucursal: sucursal.codigo,
    });
    successToast(answer.message || m.agregado, 3);
    onClose();
  };

  return (
    <SeleccionModal<CatalogoItem, number>
      titulo="Sucursales"
      width={640}
      onCancelar={onClose}
      onGuardar={onGuardar}
      multiple={false}
      buscarEtiqueta="Buscar sucursal"
      buscarPlaceholder="Escriba al menos 3 caracteres del código o nombre de la sucursal"
      busquedaServidor={{ texto, onTexto: setTexto }}
      loading={sucursales.isFetching}
      filas={lista}
      clave={(s) => s.codigo}
      marcadas={marcada ? [marcada.codigo] : []}
      onChange={(codigos) => {
        const codigo = codigos[0];
        setMarcada(codigo === undefined ? null : (lista.find((s) => s.codigo === codigo) ?? marcada));
      }}
      columns={[
        { title: 'Código', dataIndex: 'codigo', width: 100 },
        { title: 'Sucursal', dataIndex: 'descripcion' },
      ]}
    />
  );
};
