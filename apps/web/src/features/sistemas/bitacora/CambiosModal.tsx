import {
  bitacoraMessages as bm,
  type CambioCampo,
  cambiosDe,
  type EntradaBitacora,
  nombreAccion,
} from '@farmasi/contracts/sistemas/bitacora';
import { Button, Descriptions, Modal, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';

const vacio = <Typography.Text type="secondary">(vacío)</Typography.Text>;
/** An instant as the API writes it (e.g. modificadoEn) is shown as the screens show dates. */
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const valor = (v: string) =>
  v === '' ? (
    vacio
  ) : INSTANTE.test(v) ? (
    <DateText value={v} withTime />
  ) : (
    <span style={{ wordBreak: 'break-word' }}>{v}</span>
  );

const columnas: TableColumnsType<CambioCampo> = [
  { title: 'Campo', dataIndex: 'campo', width: 160 },
  { title: 'Antes', dataIndex: 'antes', render: valor },
  { title: 'Después', dataIndex: 'despues', render: valor },
];

/** One entry: who, when, where, and each field before → after. */
export const CambiosModal = ({
  entrada,
  onClose,
}: {
  entrada: EntradaBitacora | null;
  onClose: () => void;
}) => (
  <Modal
    open={entrada !== null}
    title={entrada ? `${nombreAccion[entrada.accion]} en ${entrada.tabla} ${entrada.clave}` : ''}
    onCancel={onClose}
    width={860}
    footer={<Button onClick={onClose}>Cerrar</Button>}
    destroyOnHidden
  >
    {entrada && (
      <>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'fecha', label: 'Fecha', children: <DateText value={entrada.fecha} withTime /> },
            { key: 'usuario', label: 'Usuario', children: entrada.usuario || bm.sinUsuario },
            { key: 'pantalla', label: 'Pantalla', children: entrada.nombrePantalla || bm.sinPantalla },
            { key: 'ruta', label: 'Llamada', children: `${entrada.metodo} ${entrada.ruta}` },
          ]}
        />
        <DataTable<CambioCampo>
          rowKey="campo"
          aria-label="Campos cambiados"
          columns={columnas}
          dataSource={cambiosDe(entrada.antes, entrada.despues)}
          locale={{ emptyText: 'Sin cambios en los campos.' }}
          scroll={{ x: 560 }}
          tarjetas="telefono"
        />
      </>
    )}
  </Modal>
);
