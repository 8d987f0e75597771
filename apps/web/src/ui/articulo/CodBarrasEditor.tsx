import { PlusOutlined } from '@ant-design/icons';
import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { dialogFor } from '@/api';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { useFormulario } from '@/lib/useFormulario';
import { warningDialog } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { validarCodBarras } from './api';
import { codBarrasNuevo } from './form';
import { campoId } from './ids';

interface Props {
  articulo: Articulo | null;
  onChange: (a: Articulo) => void;
}

const NUEVO = 'codBarrasNuevo';

/**
 * 'Código de barras': one new barcode, digits only (empty or repeated: closes without a word; the
 * server checks the rest). Mounted only while open, so it opens empty every time (issue 30: a code
 * typed and cancelled was prefixed to the next scan). After a refusal the refused code stays selected:
 * the next scan or key replaces it instead of being appended.
 */
const CodBarrasModal = ({
  articulo: a,
  onAgregar,
  onClose,
}: {
  articulo: Articulo;
  onAgregar: (codBarras: string) => void;
  onClose: () => void;
}) => {
  const [texto, setTexto] = useState('');
  const form = useFormulario({
    campos: [NUEVO],
    enfocarAlAbrir: true,
    enviar: async () => {
      const cod = codBarrasNuevo(a, texto);
      if (!cod) return onClose();
      try {
        await validarCodBarras(cod);
      } catch (e) {
        const d = dialogFor(e);
        if (d) await warningDialog(d.message);
        const input = document.getElementById(NUEVO) as HTMLInputElement | null;
        input?.focus();
        input?.select();
        return;
      }
      onAgregar(cod);
      onClose();
    },
  });
  return (
    <ModalFormulario form={form} onClose={onClose} title="Código de barras" okText="Agregar">
      <TextoInput
        {...form.campo(NUEVO)}
        aria-label="Nuevo código de barras"
        inputMode="numeric"
        autoComplete="off"
        maxLength={k.codBarrasMax}
        value={texto}
        onKeyDown={(e) => {
          digitsKey(e);
          form.campo(NUEVO).onKeyDown(e);
        }}
        onChange={(e) => setTexto(onlyDigits(e.target.value))}
      />
    </ModalFormulario>
  );
};

/** The article's barcodes and the button that opens the barcode modal. */
export const CodBarrasEditor = ({ articulo: a, onChange }: Props) => {
  const [abierto, setAbierto] = useState(false);
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
      {abierto && a && (
        <CodBarrasModal
          articulo={a}
          onClose={() => setAbierto(false)}
          onAgregar={(cod) =>
            onChange({
              ...a,
              codBarras: [
                ...a.codBarras,
                { codArticulo: a.codArticuloFarmasi, codBarras: cod, tipo: k.tipoCodBarras },
              ],
            })
          }
        />
      )}
    </Space>
  );
};
