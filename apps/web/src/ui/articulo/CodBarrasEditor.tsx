import { PlusOutlined } from '@ant-design/icons';
import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import { Button, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { dialogFor } from '@/api';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { warningDialog } from '@/ui/dialogs';
import { validarCodBarras } from './api';
import { codBarrasNuevo } from './form';
import { campoId } from './ids';

interface Props {
  articulo: Articulo | null;
  onChange: (a: Articulo) => void;
}

/** The article's barcodes and the barcode modal (digits only; empty or repeated ignored; server check). */
export const CodBarrasEditor = ({ articulo: a, onChange }: Props) => {
  const [abierto, setAbierto] = useState(false);
  const [texto, setTexto] = useState('');
  const [validando, setValidando] = useState(false);

  const agregar = async () => {
    if (!a) return;
    const cod = codBarrasNuevo(a, texto);
    if (!cod) {
      setAbierto(false);
      setTexto('');
      return;
    }
    setValidando(true);
    try {
      await validarCodBarras(cod);
      onChange({
        ...a,
        codBarras: [
          ...a.codBarras,
          { codArticulo: a.codArticuloFarmasi, codBarras: cod, tipo: k.tipoCodBarras },
        ],
      });
      setAbierto(false);
      setTexto('');
    } catch (e) {
      const d = dialogFor(e);
      if (d) void warningDialog(d.message);
    } finally {
      setValidando(false);
    }
  };

  return (
    <Space wrap>
      {(a?.codBarras ?? []).map((b) => (
        <Tag
          key={b.codBarras}
          closable
          onClose={() =>
            a && onChange({ ...a, codBarras: a.codBarras.filter((x) => x.codBarras !== b.codBarras) })
          }
        >
          {b.codBarras}
        </Tag>
      ))}
      <Button
        id={campoId('codBarras')}
        size="small"
        icon={<PlusOutlined />}
        disabled={!a}
        onClick={() => setAbierto(true)}
      >
        Agregar código de barras
      </Button>
      <Modal
        title="Código de barras"
        open={abierto}
        okText="Agregar"
        cancelText="Cancelar"
        confirmLoading={validando}
        onOk={() => void agregar()}
        onCancel={() => setAbierto(false)}
        destroyOnHidden
      >
        <Input
          autoFocus
          aria-label="Nuevo código de barras"
          maxLength={k.codBarrasMax}
          value={texto}
          onKeyDown={digitsKey}
          onChange={(e) => setTexto(onlyDigits(e.target.value))}
          onPressEnter={() => void agregar()}
        />
      </Modal>
    </Space>
  );
};
