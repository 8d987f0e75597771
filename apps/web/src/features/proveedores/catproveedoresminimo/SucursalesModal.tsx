import {
  type ArticuloMinimo,
  existenciasMinimasMarcaMessages as mm,
  type SucursalMinimo,
} from '@farmasi/contracts/proveedores/catproveedoresminimo';
import {
  cambiosDeMinimos,
  MINIMO_MARCA_LARGO,
  existenciasMinimasMessages as m,
} from '@farmasi/contracts/proveedores/existencias-minimas';
import { Button, Flex, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { BotonAccion } from '@/ui/BotonAccion';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { ModalEditable } from '@/ui/ModalEditable';
import { NumeroInput } from '@/ui/NumeroInput';
import { useGuardarExistenciaMinima, useSucursalesDeArticulo } from './api';

/** A row whose minimum was edited (002 §4 'flagged modified'): text and background with AA contrast. */
export const ESTILO_MODIFICADA = { background: '#fffbe6', color: '#614700' } as const;

/** The minimums typed, by branch; an emptied box is null (saved as 0). */
type Ediciones = ReadonlyMap<number, number | null>;
const minimoDe = (f: SucursalMinimo, ediciones: Ediciones) =>
  ediciones.has(f.codSucursal) ? (ediciones.get(f.codSucursal) ?? 0) : f.existenciaMinima;

/**
 * 'Sucursales' (002 §2): the article's minimum at every own branch, 2 digits each, a global value
 * for all of them ('Aplicar a todas'), the note on 0, Cancelar and Guardar. Only the branches whose
 * value differs from the stored one are sent (002 §4). Closing with edits asks first.
 */
export const SucursalesModal = ({ articulo, onClose }: { articulo: ArticuloMinimo; onClose: () => void }) => {
  const sucursales = useSucursalesDeArticulo(articulo.codArticulo);
  const guardar = useGuardarExistenciaMinima();
  const [ediciones, setEdiciones] = useState<Ediciones>(new Map());
  const [global, setGlobal] = useState<number | null>(null);
  const filas = sucursales.data ?? [];
  const cambios = cambiosDeMinimos(filas, (f) => minimoDe(f, ediciones));
  const modificada = (f: SucursalMinimo) => minimoDe(f, ediciones) !== f.existenciaMinima;

  const editar = (codSucursal: number, valor: number | null) =>
    setEdiciones((previas) => new Map(previas).set(codSucursal, valor));
  const aplicarATodas = () => {
    if (global === null) return void warningDialog(mm.globalVacio);
    setEdiciones(new Map(filas.map((f) => [f.codSucursal, global])));
  };

  const onGuardar = async () => {
    if (cambios.length === 0) return void (await warningDialog(m.sinCambios));
    if (!(await confirmDialog(mm.confirmar(cambios.length)))) return;
    const answer = await guardar.mutateAsync(cambios);
    successToast(answer.message || m.guardados);
    onClose();
  };

  const columnas: TableColumnsType<SucursalMinimo> = [
    { title: 'Código', dataIndex: 'codSucursal', key: 'codSucursal', width: 80 },
    { title: 'Sucursal', dataIndex: 'sucursal', key: 'sucursal' },
    {
      title: 'Existencia mínima',
      dataIndex: 'existenciaMinima',
      key: 'existenciaMinima',
      width: 110,
      fixed: 'right',
      render: (_, f) => (
        <NumeroInput
          aria-label={`Existencia mínima de ${f.sucursal}`}
          maxLength={MINIMO_MARCA_LARGO}
          style={{ width: 64, textAlign: 'right' }}
          value={ediciones.has(f.codSucursal) ? (ediciones.get(f.codSucursal) ?? null) : f.existenciaMinima}
          onChange={(v) => editar(f.codSucursal, v)}
        />
      ),
    },
  ];

  return (
    <ModalEditable
      title={mm.tituloModal}
      width={640}
      mask={{ closable: false }}
      sucio={cambios.length > 0}
      onClose={onClose}
      cancelText="Cancelar"
      footer={(_, { CancelBtn }) => [
        <CancelBtn key="cancelar" />,
        <BotonAccion key="guardar" type="primary" loading={guardar.isPending} onClick={onGuardar}>
          Guardar
        </BotonAccion>,
      ]}
    >
      <Typography.Paragraph strong style={{ marginBottom: 8 }}>
        {articulo.codArticulo} - {articulo.descripcion}
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Space wrap>
          <span>Existencia mínima para todas</span>
          <NumeroInput
            aria-label="Existencia mínima para todas las sucursales"
            maxLength={MINIMO_MARCA_LARGO}
            style={{ width: 64, textAlign: 'right' }}
            value={global}
            onChange={setGlobal}
            onPressEnter={(e) => {
              // The Enter must not also answer the warning an empty box opens (its keypress).
              e.preventDefault();
              aplicarATodas();
            }}
          />
          <Button onClick={aplicarATodas}>Aplicar a todas</Button>
        </Space>
      </Flex>
      <DataTable<SucursalMinimo>
        rowKey="codSucursal"
        columns={columnas}
        dataSource={filas}
        loading={sucursales.isFetching}
        scroll={{ x: 'max-content', y: 360 }}
        pagination={false}
        onRow={(f) => ({ style: modificada(f) ? ESTILO_MODIFICADA : undefined })}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {m.notaCero}
      </Typography.Text>
    </ModalEditable>
  );
};
