import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { Alert } from 'antd';
import { useConfiguracionPago } from './api';

/**
 * Both receipt screens say clearly when stamping is in test mode: no PAC is configured and the local
 * test authority stamps receipts without fiscal value (issue 26).
 */
export const AvisoModoPrueba = () => {
  const { data } = useConfiguracionPago();
  if (!data?.modoPrueba) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="modo-prueba"
      style={{ marginBottom: 16 }}
      message={m.modoPrueba}
      description={`Proveedor de timbrado: ${data.pac}.`}
    />
  );
};
