import {
  CUENTA_LARGO,
  type CuentaEmpresa,
  type CuentaSucursal,
  fallaCuentaEmpresa,
  fallaCuentasSucursal,
  MASCARA_CUENTA,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { conMascara } from '@/lib/mascara';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarCuentaEmpresa, useGuardarCuentaSucursal } from './api';

/** Enter walks the accounts and ends on Guardar (002 §2), which a last Enter presses. */
const GUARDAR = 'guardar-cuenta';

type Campo = 'cuenta' | 'cuentaEfectivo' | 'cuentaTasaGral' | 'cuentaTasa0';

const ETIQUETAS: Record<Campo, string> = {
  cuenta: 'Cuenta',
  cuentaEfectivo: 'Cuenta de efectivo',
  cuentaTasaGral: 'Cuenta de ventas tasa general',
  cuentaTasa0: 'Cuenta de ventas tasa 0%',
};

export type EdicionCuenta =
  | { tipo: 'empresa'; empresa: CuentaEmpresa }
  | { tipo: 'sucursal'; sucursal: CuentaSucursal };

/**
 * Edits a company's account or a branch's three. Neither Escape nor a click outside closes it
 * (002 §2): only Cancelar, or Guardar once saved. Each box takes digits and writes the hyphens.
 */
export const CuentaModal = ({ edicion, onClose }: { edicion: EdicionCuenta; onClose: () => void }) => {
  const esEmpresa = edicion.tipo === 'empresa';
  const campos: Campo[] = esEmpresa ? ['cuenta'] : ['cuentaEfectivo', 'cuentaTasaGral', 'cuentaTasa0'];
  const [valores, setValores] = useState<Record<Campo, string>>(() =>
    esEmpresa
      ? { cuenta: edicion.empresa.cuenta, cuentaEfectivo: '', cuentaTasaGral: '', cuentaTasa0: '' }
      : { cuenta: '', ...edicion.sucursal },
  );
  const guardarEmpresa = useGuardarCuentaEmpresa();
  const guardarSucursal = useGuardarCuentaSucursal();

  const form = useFormulario<Campo | typeof GUARDAR>({
    campos: [...campos, GUARDAR],
    enterEnvia: false,
    enfocarAlAbrir: true,
    validar: () => {
      if (esEmpresa) {
        const falla = fallaCuentaEmpresa(valores.cuenta);
        return falla && { campo: 'cuenta', message: falla };
      }
      const falla = fallaCuentasSucursal(valores);
      return falla && { campo: falla.campo, message: falla.mensaje };
    },
    enviar: async () => {
      const answer =
        edicion.tipo === 'empresa'
          ? await guardarEmpresa.mutateAsync({
              idCatEmpresa: edicion.empresa.idCatEmpresa,
              cuenta: valores.cuenta,
            })
          : await guardarSucursal.mutateAsync({
              idCatCuentasContables: edicion.sucursal.idCatCuentasContables,
              id: edicion.sucursal.id,
              cuentaEfectivo: valores.cuentaEfectivo,
              cuentaTasaGral: valores.cuentaTasaGral,
              cuentaTasa0: valores.cuentaTasa0,
            });
      successToast(answer.message || (esEmpresa ? m.cuentaGuardada : m.cuentasGuardadas));
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={esEmpresa ? 'Cuenta contable de la empresa' : 'Cuentas contables de la sucursal'}
      width={440}
      maskClosable={false}
      keyboard={false}
      closable={false}
      okButtonProps={{ id: GUARDAR }}
    >
      <Form layout="vertical">
        <Form.Item label={esEmpresa ? 'Empresa' : 'Sucursal'} htmlFor="descripcion-cuenta">
          <Input
            id="descripcion-cuenta"
            readOnly
            value={esEmpresa ? edicion.empresa.descripcion : edicion.sucursal.descripcion}
          />
        </Form.Item>
        {campos.map((campo) => (
          <Form.Item key={campo} label={ETIQUETAS[campo]} htmlFor={campo}>
            <TextoInput
              {...form.campo(campo)}
              inputMode="numeric"
              autoComplete="off"
              placeholder="123-45-678901"
              maxLength={CUENTA_LARGO}
              value={valores[campo]}
              onChange={(e) =>
                setValores((v) => ({ ...v, [campo]: conMascara(e.target.value, MASCARA_CUENTA) }))
              }
            />
          </Form.Item>
        ))}
      </Form>
    </ModalFormulario>
  );
};
