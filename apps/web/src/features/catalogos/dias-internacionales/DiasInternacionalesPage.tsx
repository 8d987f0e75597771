import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  type DiaInternacional,
  diasInternacionalesMessages as m,
} from '@farmasi/contracts/catalogos/dias-internacionales';
import { textoDeHtml } from '@farmasi/contracts/catalogos/dias-internacionales/descripcion';
import { Card, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { coincide, compararEs } from '@/lib/texto';
import { useBusquedaEnUrl } from '@/lib/useBusquedaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { BarraBusqueda } from '@/ui/BarraBusqueda';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useDias, useEliminarDia } from './api';
import { DescripcionHtml } from './DescripcionHtml';
import { DiaInternacionalModal } from './DiaInternacionalModal';
import { diaMesTexto } from './diaMes';
import { historialDeDia } from './historial';

/** A row as the table shows and exports it: the days in words and the description's plain text. */
type Fila = DiaInternacional & { dia: string; texto: string; inicio: string; fin: string };

const aFila = (d: DiaInternacional): Fila => ({
  ...d,
  dia: diaMesTexto(d.fecha),
  texto: textoDeHtml(d.descripcion).replace(/\s+/g, ' ').trim(),
  inicio: diaMesTexto(d.fechaInicio),
  fin: diaMesTexto(d.fechaFin),
});

/** S15 'Dias Internacionales': the year's international days, searched by description. */
export const DiasInternacionalesPage = () => {
  const { texto, setTexto, buscar, pagina, setPagina } = useBusquedaEnUrl();
  const [editando, setEditando] = useState<DiaInternacional | 'nuevo' | null>(null);
  const dias = useDias();
  const eliminar = useEliminarDia();
  const telefono = useTelefono();
  const filas = useMemo(
    () => (dias.data ?? []).map(aFila).filter((f) => coincide(texto, f.texto, f.titulo)),
    [dias.data, texto],
  );

  const onEliminar = async (d: Fila) => {
    if (!(await confirmDialog(m.deseaEliminar))) return;
    const answer = await eliminar.mutateAsync(d.idCatDiasInternacionales);
    successToast(answer.message || m.eliminado);
  };

  const columns: TableColumnsType<Fila> = [
    {
      title: 'Fecha',
      dataIndex: 'dia',
      width: 130,
      sorter: (a, b) => a.fecha.localeCompare(b.fecha),
    },
    { title: 'Título', dataIndex: 'titulo', width: 220, sorter: (a, b) => compararEs(a.titulo, b.titulo) },
    { title: 'Descripción', dataIndex: 'texto', render: (_, d) => <DescripcionHtml html={d.descripcion} /> },
    { title: 'Inicio', dataIndex: 'inicio', width: 120 },
    { title: 'Fin', dataIndex: 'fin', width: 120 },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: anchoAcciones(telefono, 300),
      render: (_, d) => (
        <AccionesFila
          titulo={`Acciones de ${d.titulo || d.dia}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar ${d.titulo || d.dia}`,
              onClick: () => setEditando(d),
            },
            {
              clave: 'eliminar',
              etiqueta: 'Eliminar',
              icono: <DeleteOutlined />,
              danger: true,
              ariaLabel: `Eliminar ${d.titulo || d.dia}`,
              onClick: () => onEliminar(d),
            },
            historialDeDia(d),
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <BarraBusqueda
        etiqueta="Buscar por descripción"
        texto={texto}
        onTexto={setTexto}
        onAgregar={() => setEditando('nuevo')}
      />
      <DataTable<Fila>
        rowKey="idCatDiasInternacionales"
        columns={columns}
        dataSource={filas}
        loading={dias.isFetching}
        pagination={{ current: pagina, onChange: setPagina }}
        exportar={{ archivo: 'dias-internacionales' }}
        locale={{
          emptyText: buscar
            ? 'Ningún día internacional coincide con la búsqueda.'
            : 'No hay días internacionales.',
        }}
      />
      {editando && (
        <DiaInternacionalModal
          dia={editando === 'nuevo' ? null : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </Card>
  );
};
