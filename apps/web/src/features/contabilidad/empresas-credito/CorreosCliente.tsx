import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CORREOS_MAX, empresasCreditoMessages as m } from '@farmasi/contracts/contabilidad/empresas-credito';
import { Button, Form, List } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { useAccion } from '@/lib/useAccion';
import { confirmDialog, warningDialog } from '@/ui/dialogs';
import { ModalEditable } from '@/ui/ModalEditable';
import { TextoInput } from '@/ui/TextoInput';
import { agregarCorreo, quitarCorreo } from './api';

const esCorreo = (c: string) => z.email().safeParse(c).success;

/**
 * The billing e-mails (002 §5): added through a small modal (e-mail and its repeat must match), at
 * most 9, a repeat silently ignored; removed after a confirmation. With a saved customer
 * (codCliente > 0) each change goes to the server at once; otherwise only the list changes.
 */
export const CorreosCliente = ({
  codCliente,
  correos,
  onChange,
}: {
  codCliente: number;
  correos: string[];
  onChange: (correos: string[]) => void;
}) => {
  const [abierto, setAbierto] = useState(false);
  const [correo, setCorreo] = useState('');
  const [repetir, setRepetir] = useState('');
  const { ocupado, ejecutar } = useAccion();

  const agregar = () =>
    ejecutar(async () => {
      const nuevo = correo.trim();
      if (!esCorreo(nuevo)) return void (await warningDialog(m.correoInvalido));
      if (nuevo.toLowerCase() !== repetir.trim().toLowerCase())
        return void (await warningDialog(m.correosNoCoinciden));
      setAbierto(false);
      if (correos.some((c) => c.toLowerCase() === nuevo.toLowerCase())) return;
      if (correos.length >= CORREOS_MAX) return void (await warningDialog(m.correosMax));
      if (codCliente > 0) {
        const r = await agregarCorreo(codCliente, nuevo);
        onChange((r.data ?? []).map((c) => c.correo));
      } else onChange([...correos, nuevo]);
    });

  const quitar = (c: string) =>
    ejecutar(async () => {
      if (!(await confirmDialog(m.eliminarCorreo(c)))) return;
      if (codCliente > 0) {
        const r = await quitarCorreo(codCliente, c);
        onChange((r.data ?? []).map((x) => x.correo));
      } else onChange(correos.filter((x) => x !== c));
    });

  return (
    <>
      <List
        size="small"
        bordered
        header={
          <Button
            icon={<PlusOutlined />}
            size="small"
            id="correos"
            onClick={() => {
              setCorreo('');
              setRepetir('');
              setAbierto(true);
            }}
          >
            Agregar correo
          </Button>
        }
        locale={{ emptyText: 'Sin correos de facturación' }}
        dataSource={correos}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button
                key="quitar"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Eliminar ${c}`}
                loading={ocupado}
                onClick={() => void quitar(c)}
              />,
            ]}
          >
            <span style={{ wordBreak: 'break-all' }}>{c}</span>
          </List.Item>
        )}
      />
      {abierto && (
        <ModalEditable
          title="Agregar correo"
          okText="Agregar"
          cancelText="Cancelar"
          onOk={() => void agregar()}
          onClose={() => setAbierto(false)}
          confirmLoading={ocupado}
        >
          <Form layout="vertical" component="div">
            <Form.Item label="Correo" htmlFor="correoNuevo">
              <TextoInput
                id="correoNuevo"
                autoFocus
                maxLength={100}
                value={correo}
                onChange={(e) => setCorreo(e.target.value)}
              />
            </Form.Item>
            <Form.Item label="Repetir correo" htmlFor="correoRepetido">
              <TextoInput
                id="correoRepetido"
                maxLength={100}
                value={repetir}
                onChange={(e) => setRepetir(e.target.value)}
                onPressEnter={() => void agregar()}
              />
            </Form.Item>
          </Form>
        </ModalEditable>
      )}
    </>
  );
};
