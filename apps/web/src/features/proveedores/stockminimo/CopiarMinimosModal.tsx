import { fallaCopia, stockMinimoMessages as m } from '@farmasi/contracts/proveedores/stockminimo';
import { Form } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { BuscadorSucursal } from '@/ui/buscadores';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { useCopiarStockMinimo } from './api';

/**
 * 'Copiar minimos de sucursal' (002 §2, §5): origin and destination own branches; checked in the
 * spec's order (destination, origin, different), then 'Se realizara copiado de minimos ¿Desea
 * continuar?' and the copy (the server checks again and copies in one transaction).
 */
export const CopiarMinimosModal = ({ onClose }: { onClose: () => void }) => {
  const [origen, setOrigen] = useState<number | null>(null);
  const [destino, setDestino] = useState<number | null>(null);
  const copiar = useCopiarStockMinimo();
  const form = useFormulario<'origen' | 'destino'>({
    campos: ['origen', 'destino'],
    enfocarAlAbrir: true,
    valores: { origen, destino },
    validar: () => fallaCopia(origen, destino),
    enviar: async () => {
      if (!(await confirmDialog(m.confirmarCopia))) return;
      const answer = await copiar.mutateAsync({ origen: origen ?? 0, destino: destino ?? 0 });
      successToast(answer.message);
      onClose();
    },
  });

  return (
    <ModalFormulario form={form} onClose={onClose} title={m.tituloCopia} okText="Copiar">
      <Form layout="vertical">
        <Form.Item label="Sucursal origen" htmlFor="origen">
          <BuscadorSucursal
            id="origen"
            ariaLabel="Sucursal origen"
            variante="propias"
            value={origen}
            onChange={(codigo) => setOrigen(codigo)}
          />
        </Form.Item>
        <Form.Item label="Sucursal destino" htmlFor="destino">
          <BuscadorSucursal
            id="destino"
            ariaLabel="Sucursal destino"
            variante="propias"
            value={destino}
            onChange={(codigo) => setDestino(codigo)}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
