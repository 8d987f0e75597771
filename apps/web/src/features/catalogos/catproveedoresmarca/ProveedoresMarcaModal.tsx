import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIAS_DIGITOS,
  type Marca,
  marcasMessages as m,
  type ProveedorMarca,
  VIGENCIA_DIGITOS,
  validarProveedores,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { Button, Radio, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { BuscadorProveedor } from '@/ui/buscadores';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { NumeroInput } from '@/ui/NumeroInput';
import { useEliminarProveedor, useGuardarProveedores, useProveedoresMarca } from './api';

type Campo = 'vigencia' | 'diasCredito' | 'diasInventario';

/**
 * 'Proveedores de la marca': each supplier's terms (vigencia 1 digit, credit and inventory days 3),
 * the default one, suppliers added with the finder and saved with Guardar; a saved supplier is
 * taken off at once, after its confirmation.
 */
export const ProveedoresMarcaModal = ({ marca, onClose }: { marca: Marca; onClose: () => void }) => {
  const id = marca.idCatProveedoresMarcasEnc;
  const consulta = useProveedoresMarca(id);
  const [filas, setFilas] = useState<ProveedorMarca[] | null>(null);
  useEffect(() => {
    if (consulta.data && filas === null) setFilas(consulta.data);
  }, [consulta.data, filas]);
  const [elegido, setElegido] = useState<{ codigo: number; descripcion: string } | null>(null);
  const guardar = useGuardarProveedores();
  const eliminar = useEliminarProveedor();
  const lista = filas ?? [];

  const cambiar = (i: number, cambio: Partial<ProveedorMarca>) =>
    setFilas(
      lista.map((f, j) =>
        j === i
          ? { ...f, ...cambio }
          : cambio.diasInventarioDefault
            ? { ...f, diasInventarioDefault: false }
            : f,
      ),
    );

  const agregar = () => {
    if (!elegido) return;
    if (lista.some((f) => f.codigo === elegido.codigo))
      return void warningDialog(m.proveedorRepetido.replace('{codigo}', String(elegido.codigo)));
    setFilas([
      ...lista,
      {
        idCatProveedoresMarcasDet: 0,
        codigo: elegido.codigo,
        descripcion: elegido.descripcion,
        vigencia: 0,
        diasCredito: 0,
        diasInventario: 0,
        diasInventarioDefault: lista.length === 0,
      },
    ]);
    setElegido(null);
  };

  /**
   * A brand with suppliers keeps a default one (issue 24): when the row taken off was the one marked,
   * the server's new default (the first of the others) is marked, or the first row left.
   */
  const quitar = async (fila: ProveedorMarca) => {
    if (!(await confirmDialog(m.deseaQuitar.replace('{nombre}', fila.descripcion)))) return;
    let nuevoDefault = 0;
    if (fila.idCatProveedoresMarcasDet) {
      const answer = await eliminar.mutateAsync(fila.idCatProveedoresMarcasDet);
      nuevoDefault = answer.data?.idPredeterminado ?? 0;
      successToast(answer.message || m.proveedorEliminado);
    }
    setFilas((actuales) => {
      const quedan = (actuales ?? []).filter((f) => f.codigo !== fila.codigo);
      if (!quedan.length || quedan.some((f) => f.diasInventarioDefault)) return quedan;
      const elegido =
        quedan.find((f) => nuevoDefault && f.idCatProveedoresMarcasDet === nuevoDefault) ?? quedan[0];
      return quedan.map((f) => (f === elegido ? { ...f, diasInventarioDefault: true } : f));
    });
  };

  const form = useFormulario<string>({
    campos: [],
    validar: () => {
      const falla = validarProveedores(lista);
      return falla && { message: falla.message, campo: falla.campo ? `${falla.campo}-${falla.fila}` : null };
    },
    enviar: async () => {
      const answer = await guardar.mutateAsync(
        lista.map(({ descripcion: _d, ...p }) => ({ idCatProveedoresMarcasEnc: id, ...p })),
      );
      successToast(answer.message || m.proveedoresGuardados);
      onClose();
    },
  });

  const numero = (campo: Campo, digitos: number) => (_: unknown, f: ProveedorMarca, i: number) => (
    <NumeroInput
      id={`${campo}-${i}`}
      aria-label={`${campo === 'vigencia' ? 'Vigencia' : campo === 'diasCredito' ? 'Días crédito' : 'Días inventario'} de ${f.descripcion}`}
      maxLength={digitos}
      style={{ width: 72 }}
      value={f[campo]}
      onChange={(v) => cambiar(i, { [campo]: v ?? 0 })}
    />
  );

  const columns: TableColumnsType<ProveedorMarca> = [
    { title: 'Proveedor', dataIndex: 'descripcion', render: (d: string, f) => `${f.codigo} - ${d}` },
    { title: 'Vigencia', key: 'vigencia', width: 90, render: numero('vigencia', VIGENCIA_DIGITOS) },
    { title: 'Días crédito', key: 'diasCredito', width: 100, render: numero('diasCredito', DIAS_DIGITOS) },
    {
      title: 'Días inventario',
      key: 'diasInventario',
      width: 110,
      render: numero('diasInventario', DIAS_DIGITOS),
    },
    {
      title: 'Predeterminado',
      key: 'default',
      width: 120,
      align: 'center',
      render: (_, f, i) => (
        <Radio
          aria-label={`Predeterminado ${f.descripcion}`}
          checked={f.diasInventarioDefault}
          onChange={() => cambiar(i, { diasInventarioDefault: true })}
        />
      ),
    },
    {
      title: '',
      key: 'quitar',
      width: 56,
      render: (_, f) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Quitar ${f.descripcion}`}
          onClick={() => void quitar(f)}
        />
      ),
    },
  ];

  return (
    <ModalFormulario form={form} onClose={onClose} width={860} title={`Proveedores de ${marca.nombre}`}>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <BuscadorProveedor
          ariaLabel="Buscar proveedor"
          value={elegido?.codigo ?? null}
          onChange={(codigo, item) =>
            setElegido(codigo && item ? { codigo, descripcion: item.descripcion } : null)
          }
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button icon={<PlusOutlined />} disabled={!elegido} onClick={agregar}>
          Agregar
        </Button>
      </Space.Compact>
      <Table<ProveedorMarca>
        rowKey="codigo"
        size="small"
        columns={columns}
        dataSource={lista}
        loading={filas === null}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: m.sinProveedores }}
      />
    </ModalFormulario>
  );
};
