import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  DIAS_GLOBAL_LARGO,
  type DiasInventarioFila,
  diasInventarioFamiliaMessages as m,
  TODAS,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { Button, Card, Flex, Space } from 'antd';
import { useMemo, useState } from 'react';
import { descarteConfirmado, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { BotonAccion } from '@/ui/BotonAccion';
import { BuscadorSucursal } from '@/ui/buscadores';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { NumeroInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useDiasInventario, useFamilias, useGuardarDias } from './api';
import { columnas } from './columns';
import { aplicarATodas, cambiosDe, claveFila, type Ediciones, filasConEdiciones } from './ediciones';

const TODAS_OPCION = [{ value: TODAS, label: 'Todas' }];

/** S16 'Días de Inventario Familia': days per branch and family, typed per row or for all at once. */
export const DiasInventarioFamiliaPage = () => {
  const [{ sucursal, familia, pagina }, setLista, orden] = useListaEnUrl(
    { sucursal: TODAS, familia: TODAS, pagina: 1 },
    { pagina: paginaValida, sucursal: (s) => s >= 0, familia: (f) => f >= 0 },
    { ordenable: ['sucursal', 'descripcion'] },
  );
  const lista = useDiasInventario(sucursal, familia);
  const familias = useFamilias();
  const guardar = useGuardarDias();
  const [ediciones, setEdiciones] = useState<Ediciones>(new Map());
  const [global, setGlobal] = useState<number | null>(null);

  const filas = useMemo(() => filasConEdiciones(lista.data ?? [], ediciones), [lista.data, ediciones]);
  const cols = useMemo(
    () =>
      columnas(
        (f: DiasInventarioFila, dias) => setEdiciones((previas) => new Map(previas).set(claveFila(f), dias)),
        familias.data,
      ),
    [familias.data],
  );

  const pendientes = cambiosDe(lista.data ?? [], ediciones).length > 0;
  // Back, the menu and reloading ask too (the shell's guard).
  useCambiosSinGuardar(pendientes);

  /** Pending edits belong to the list shown: leaving it asks first. */
  const descartarSiHay = async () => {
    if (!pendientes) return true;
    if (!(await confirmDialog(m.confirmarDescartar))) return false;
    setEdiciones(new Map());
    descarteConfirmado();
    return true;
  };
  const filtrar = async (cambio: { sucursal?: number; familia?: number }) => {
    if (await descartarSiHay()) setLista({ ...cambio, pagina: 1 });
  };

  const aplicarGlobal = () => {
    if (global === null) return void warningDialog(m.globalVacio);
    setEdiciones(aplicarATodas(lista.data ?? [], global));
  };

  const onGuardar = async () => {
    const cambios = cambiosDe(lista.data ?? [], ediciones);
    if (cambios.length === 0) return void warningDialog(m.sinCambios);
    if (!(await confirmDialog(m.confirmarGuardar))) return;
    const answer = await guardar.mutateAsync(cambios);
    setEdiciones(new Map());
    successToast(answer.message || m.guardados);
  };

  return (
    <Card>
      <Flex wrap gap={12} style={{ marginBottom: 12 }} align="center">
        <Space wrap>
          <span>Sucursal</span>
          <BuscadorSucursal
            id="sucursal"
            ariaLabel="Sucursal"
            style={{ width: 260 }}
            value={sucursal}
            opcionesFijas={TODAS_OPCION}
            onChange={(codigo) => void filtrar({ sucursal: codigo ?? TODAS })}
          />
        </Space>
        <Space wrap>
          <span>Familia</span>
          <SelectBuscable
            aria-label="Familia"
            style={{ width: 240 }}
            value={familia}
            loading={familias.isFetching}
            onChange={(codigo: number) => void filtrar({ familia: codigo })}
            options={[
              ...TODAS_OPCION,
              ...(familias.data ?? []).map((f) => ({ value: f.codigo, label: f.descripcion })),
            ]}
          />
        </Space>
      </Flex>
      <Flex wrap gap={12} style={{ marginBottom: 12 }} align="center" justify="space-between">
        <Space wrap>
          <span>Días para todas las filas</span>
          <NumeroInput
            aria-label="Días para todas las filas"
            maxLength={DIAS_GLOBAL_LARGO}
            style={{ width: 70, textAlign: 'right' }}
            value={global}
            onChange={setGlobal}
            onPressEnter={aplicarGlobal}
          />
          <Button onClick={aplicarGlobal}>Aplicar a todas</Button>
        </Space>
        <Space wrap>
          <BotonAccion type="primary" icon={<SaveOutlined />} onClick={onGuardar}>
            Guardar
          </BotonAccion>
          <Button icon={<UndoOutlined />} onClick={() => void descartarSiHay()}>
            Cancelar
          </Button>
        </Space>
      </Flex>
      <DataTable<DiasInventarioFila>
        rowKey={claveFila}
        columns={cols}
        dataSource={filas}
        loading={lista.isFetching}
        orden={orden}
        rowClassName={(f) => (f.diasInventario === 0 ? 'fila-sin-dias' : '')}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }), showSizeChanger: false }}
        exportar={{ archivo: 'dias-inventario-familia' }}
      />
    </Card>
  );
};
