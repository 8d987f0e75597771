import {
  type CampoRecarga,
  CREDENCIAL_MAX,
  type DatosProveedor,
  recargasMessages as m,
  RECARGAS_TOAST_SECONDS,
  validarProveedorRecarga,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { Form } from 'antd';
import { useState } from 'react';
import { readSession } from '@/lib/session';
import { useFormulario } from '@/lib/useFormulario';
import { BuscadorSucursal } from '@/ui/buscadores';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoClave, TextoInput } from '@/ui/TextoInput';
import { useGuardarProveedor, useProveedores } from './api';

/**
 * 'Agregar proveedor' / 'Editar proveedor'. The stored password is never sent to the browser, so an
 * edit asks for it again (the spec requires it on every save).
 */
export const ProveedorModal = ({
  registro,
  onClose,
}: {
  registro: DatosProveedor | null;
  onClose: () => void;
}) => {
  const [codSucursal, setCodSucursal] = useState(registro?.codSucursal ?? 0);
  const [usuario, setUsuario] = useState(registro?.usuario ?? '');
  const [password, setPassword] = useState('');
  const [idProveedor, setIdProveedor] = useState(registro?.idProveedor ?? 0);
  const proveedores = useProveedores();
  const guardar = useGuardarProveedor();
  const body = {
    IdCatRecargasUsuarioSucursal: registro?.idCatRecargasUsuarioSucursal ?? 0,
    CodSucursal: codSucursal,
    IdProveedor: idProveedor,
    Usuario: usuario.trim(),
    PassWord: password,
    IdWebUsuario: readSession()?.idUser ?? 0,
  };
  const form = useFormulario<CampoRecarga>({
    campos: ['sucursal', 'usuario', 'password', 'proveedor'],
    enfocarAlAbrir: true,
    validar: () => validarProveedorRecarga(body),
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync(body);
      successToast(answer.message || m.guardado, RECARGAS_TOAST_SECONDS);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={registro ? 'Editar proveedor' : 'Agregar proveedor'}
    >
      <Form layout="vertical">
        <Form.Item label="Sucursal" htmlFor="sucursal">
          <BuscadorSucursal
            id="sucursal"
            value={codSucursal || null}
            etiquetaInicial={registro ? `${registro.codSucursal} - ${registro.sucursal}` : undefined}
            onChange={(c) => setCodSucursal(c ?? 0)}
          />
        </Form.Item>
        <Form.Item label="Usuario" htmlFor="usuario">
          <TextoInput
            {...form.campo('usuario')}
            autoComplete="off"
            maxLength={CREDENCIAL_MAX}
            value={usuario}
            onChange={(e) => setUsuario(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          htmlFor="password"
          extra={
            registro ? 'Por seguridad la password guardada no se muestra: captúrela de nuevo.' : undefined
          }
        >
          <TextoClave
            {...form.campo('password')}
            autoComplete="new-password"
            maxLength={CREDENCIAL_MAX}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Proveedor" htmlFor="proveedor">
          <SelectBuscable
            {...form.campo('proveedor')}
            placeholder="Seleccione un proveedor"
            loading={proveedores.isFetching}
            value={idProveedor || undefined}
            onChange={(v: number) => setIdProveedor(v)}
            options={(proveedores.data ?? []).map((p) => ({ value: p.idProveedor, label: p.proveedor }))}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
