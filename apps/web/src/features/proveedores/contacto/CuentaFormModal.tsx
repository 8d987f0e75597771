import type { CuentaBanco } from '@farmasi/contracts/proveedores/contacto';
import {
  type CampoCuenta,
  fallaCuenta,
  contactoMessages as m,
  TEXTO_CONTACTO_MAX,
} from '@farmasi/contracts/proveedores/contacto/validar';
import { Form } from 'antd';
import { useState } from 'react';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { recortarAlLimite } from '@/lib/limite';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useBancos, useGuardarCuenta } from './api';

/**
 * 'Nueva cuenta' / 'Editar cuenta' (002 §2): bank, account number (digits only, at most 50) and the
 * account's name (at most 50), checked in the §5 order. An edit keeps whether it is the principal
 * account; a supplier's first account becomes its principal one (the server decides).
 */
export const CuentaFormModal = ({
  idDet,
  cuenta,
  onClose,
}: {
  idDet: number;
  cuenta: CuentaBanco | null;
  onClose: () => void;
}) => {
  const [valores, setValores] = useState({
    banco: cuenta?.clave ?? null,
    cuenta: cuenta?.cuenta ?? '',
    nombreCuenta: cuenta?.nombreCuenta ?? '',
  });
  const set = (cambio: Partial<typeof valores>) => setValores((v) => ({ ...v, ...cambio }));
  const bancos = useBancos();
  const guardar = useGuardarCuenta();

  const form = useFormulario<CampoCuenta>({
    campos: ['banco', 'cuenta', 'nombreCuenta'],
    enfocarAlAbrir: true,
    valores,
    idDe: (c) => `cuenta-${c}`,
    validar: () => fallaCuenta(valores),
    enviar: async () => {
      const answer = await guardar.mutateAsync({
        idCatProveedoresMarcasCuentas: cuenta?.idCatProveedoresMarcasCuentas ?? 0,
        idCatProveedoresMarcasDet: idDet,
        banco: valores.banco ?? 0,
        cuenta: valores.cuenta.trim(),
        nombreCuenta: valores.nombreCuenta.trim(),
        cuentaPrincipal: cuenta?.cuentaPrincipal ?? false,
      });
      successToast(answer.message || m.cuentaGuardada);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={520}
      title={cuenta ? 'Editar cuenta' : 'Nueva cuenta'}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Banco" htmlFor="cuenta-banco">
          <SelectBuscable<number>
            {...form.campo('banco')}
            aria-label="Banco"
            placeholder="Seleccione un banco"
            loading={bancos.isFetching}
            value={valores.banco ?? undefined}
            onChange={(v) => set({ banco: v ?? null })}
            options={(bancos.data ?? []).map((b) => ({ value: b.codigo, label: b.descripcion }))}
          />
        </Form.Item>
        <Form.Item label="Cuenta" htmlFor="cuenta-cuenta" extra="Número de cuenta o CLABE, solo dígitos">
          <TextoInput
            {...form.campo('cuenta')}
            inputMode="numeric"
            autoComplete="off"
            value={valores.cuenta}
            onKeyDown={(e) => {
              digitsKey(e);
              form.campo('cuenta').onKeyDown?.(e);
            }}
            onChange={(e) =>
              set({
                cuenta: recortarAlLimite(valores.cuenta, onlyDigits(e.target.value), TEXTO_CONTACTO_MAX),
              })
            }
          />
        </Form.Item>
        <Form.Item label="Nombre" htmlFor="cuenta-nombreCuenta">
          <TextoInput
            {...form.campo('nombreCuenta')}
            maxLength={TEXTO_CONTACTO_MAX}
            autoComplete="off"
            value={valores.nombreCuenta}
            onChange={(e) => set({ nombreCuenta: e.target.value })}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
