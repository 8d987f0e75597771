import {
  type CampoModal,
  DECIMALES_INICIAL,
  DECIMALES_LARGO,
  fallaAgregar,
  fallaEditar,
  proveedoresPermitidosMessages as m,
  type Relacion,
  type ValoresModal,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { Checkbox, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { NumeroInput } from '@/ui/NumeroInput';
import { SeleccionTabla } from '@/ui/SeleccionTabla';
import { useGuardarSucursales, useSinRelacionar } from './api';

export type ModoModal = 'agregar' | 'editar';

/**
 * What 'Modificar sucursales' opens with: a tick that every chosen row has, and their common decimals
 * (the default 2 when they differ).
 */
export const valoresIniciales = (filas: readonly Relacion[]): ValoresModal => {
  if (!filas.length) return { costoPorCaja: false, ivaIncluido: false, decimales: DECIMALES_INICIAL };
  const decimales = new Set(filas.map((f) => f.decimales));
  return {
    costoPorCaja: filas.every((f) => f.costoPorCaja),
    ivaIncluido: filas.every((f) => f.ivaIncluido),
    decimales: decimales.size === 1 ? filas[0]!.decimales : DECIMALES_INICIAL,
  };
};

const columnas = [
  { title: 'Sucursal', dataIndex: 'sucursal', key: 'sucursal' },
  { title: 'Cliente', dataIndex: 'nombre', key: 'nombre' },
];

interface Props {
  modo: ModoModal;
  proveedor: number;
  tipo: number;
  /** The ticked rows of the table ('Modificar sucursales'). */
  seleccionadas: readonly Relacion[];
  onClose: () => void;
  /** After a save: the table's ticks go. */
  onGuardado: () => void;
}

/**
 * 'Agregar sucursales' (the active branches of the type not yet related, to tick, with 'Marcar todo')
 * and 'Modificar sucursales' (the ticked rows): Costo por caja, IVA Incluido, Decimales (one digit),
 * Guardar and Cerrar. The spec's checks, then its confirmation, then one call for every row.
 */
export const SucursalesModal = ({ modo, proveedor, tipo, seleccionadas, onClose, onGuardado }: Props) => {
  const agregar = modo === 'agregar';
  const [inicial] = useState(() =>
    agregar
      ? { costoPorCaja: false, ivaIncluido: false, decimales: DECIMALES_INICIAL }
      : valoresIniciales(seleccionadas),
  );
  const [valores, setValores] = useState<ValoresModal>(inicial);
  const [marcadas, setMarcadas] = useState<number[]>([]);
  const libres = useSinRelacionar(proveedor, tipo, agregar);
  const guardar = useGuardarSucursales();
  const cambiar = (v: Partial<ValoresModal>) => setValores((actual) => ({ ...actual, ...v }));

  const form = useFormulario<CampoModal | 'costoPorCaja' | 'ivaIncluido'>({
    campos: ['costoPorCaja', 'ivaIncluido', 'decimales'],
    enfocarAlAbrir: true,
    valores: { valores, marcadas },
    validar: () =>
      agregar ? fallaAgregar({ ...valores, sucursales: marcadas.length }) : fallaEditar(valores),
    enviar: async () => {
      if (!(await confirmDialog(agregar ? m.confirmarAgregar : m.confirmarEditar))) return;
      const filas = agregar
        ? (libres.data ?? []).filter((f) => marcadas.includes(f.codCliente))
        : seleccionadas;
      const r = await guardar.mutateAsync(
        filas.map((f) => ({
          ...f,
          costoPorCaja: valores.costoPorCaja,
          ivaIncluido: valores.ivaIncluido,
          decimales: valores.decimales ?? 0,
          seleccionado: true,
        })),
      );
      successToast(r.message);
      onGuardado();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      cancelText="Cerrar"
      title={agregar ? 'Agregar sucursales' : 'Modificar sucursales'}
      width={760}
      mask={{ closable: false }}
    >
      {agregar ? (
        <SeleccionTabla<Relacion, number>
          filas={(!libres.isError && libres.data) || []}
          clave={(f) => f.codCliente}
          columns={columnas}
          marcadas={marcadas}
          onChange={setMarcadas}
          loading={libres.isFetching}
          buscarEtiqueta="Buscar sucursal"
          buscarPlaceholder="Buscar sucursal o cliente"
        />
      ) : (
        <>
          <Typography.Text>
            {seleccionadas.length === 1
              ? 'Se modificará 1 sucursal:'
              : `Se modificarán ${seleccionadas.length} sucursales:`}
          </Typography.Text>
          {/* A box that scrolls: the shell makes it reachable by keyboard (caja-desplazable). */}
          <section
            aria-label="Sucursales a modificar"
            className="caja-desplazable"
            style={{ maxHeight: 140, overflowY: 'auto', margin: '8px 0 12px' }}
          >
            <Flex wrap gap={4}>
              {seleccionadas.map((f) => (
                <Tag key={f.codCliente}>{f.sucursal}</Tag>
              ))}
            </Flex>
          </section>
        </>
      )}
      <Flex wrap gap={16} align="center" style={{ marginTop: 12 }}>
        <Checkbox
          {...form.campo('costoPorCaja')}
          checked={valores.costoPorCaja}
          onChange={(e) => cambiar({ costoPorCaja: e.target.checked })}
        >
          Costo por caja
        </Checkbox>
        <Checkbox
          {...form.campo('ivaIncluido')}
          checked={valores.ivaIncluido}
          onChange={(e) => cambiar({ ivaIncluido: e.target.checked })}
        >
          IVA Incluido
        </Checkbox>
        <Flex align="center" gap={8}>
          <label htmlFor="decimales">Decimales</label>
          <NumeroInput
            {...form.campo('decimales')}
            maxLength={DECIMALES_LARGO}
            value={valores.decimales}
            onChange={(decimales) => cambiar({ decimales })}
            style={{ width: 56 }}
          />
        </Flex>
      </Flex>
    </ModalFormulario>
  );
};
