import { ExportOutlined } from '@ant-design/icons';
import {
  type Licenciatario,
  abrirPaginaLicenciatariosMessages as m,
} from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { BotonAccion } from '@/ui/BotonAccion';
import { BuscadorLicenciatario } from '@/ui/buscadores';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useAbrirPortal } from './api';
import { abrirPestana } from './portal';

/** S45 'Abrir página licenciatarios': opens the licensee portal as the chosen licensee, in a new tab. */
export const AbrirPaginaLicenciatariosPage = () => {
  const [elegido, setElegido] = useState<Licenciatario | null>(null);
  const abrir = useAbrirPortal();

  const onAbrir = async () => {
    if (!elegido) return;
    if (!(await confirmDialog(m.confirmar))) return;
    // Still inside the 'Si' click: the tab must be opened before any call is awaited.
    const tab = abrirPestana();
    if (!tab) {
      await warningDialog(m.ventanaBloqueada);
      return;
    }
    try {
      const url = await abrir.mutateAsync({ idEmpleados: elegido.idEmpleados, usuario: elegido.usuario });
      tab.location.replace(url);
      successToast(m.abierto);
    } catch {
      // The query client has shown the failure; the empty tab is not left behind.
      tab.close();
    }
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <Flex vertical gap="middle">
        <BuscadorLicenciatario
          id="licenciatario"
          ariaLabel="Buscar licenciatario"
          allowClear
          value={elegido?.idEmpleados ?? null}
          elegido={elegido}
          onChange={(_, l) => setElegido(l)}
        />
        {elegido && (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Número">{elegido.idEmpleados}</Descriptions.Item>
            <Descriptions.Item label="Usuario">{elegido.usuario}</Descriptions.Item>
            <Descriptions.Item label="Nombre">{elegido.nombre}</Descriptions.Item>
            <Descriptions.Item label="Sucursales">
              {elegido.sucursales.map((s) => `${s.codSucursal} ${s.sucursal}`).join(', ') || '—'}
            </Descriptions.Item>
          </Descriptions>
        )}
        <div>
          <BotonAccion type="primary" icon={<ExportOutlined />} disabled={!elegido} onClick={onAbrir}>
            {m.abrir}
          </BotonAccion>
        </div>
      </Flex>
    </Card>
  );
};
