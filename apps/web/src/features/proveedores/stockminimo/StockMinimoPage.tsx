import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  cambiosDeMinimos,
  existenciasMinimasMessages as em,
} from '@farmasi/contracts/proveedores/existencias-minimas';
import {
  stockMinimoMessages as m,
  type StockMinimoFila,
  TODAS_LAS_SUCURSALES,
} from '@farmasi/contracts/proveedores/stockminimo';
import { Button, Card, Checkbox, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { descarteConfirmado, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { BotonAccion } from '@/ui/BotonAccion';
import { BuscadorSucursal } from '@/ui/buscadores';
import { DataTable, totalRegistros } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { type Tipo, useGuardarStockMinimo, useStockMinimo } from './api';
import { Busqueda, type Elegido } from './Busqueda';
import { CopiarMinimosModal } from './CopiarMinimosModal';
import { columnas, ESTILO_DEMANDA } from './columnas';
import { aplicarATodas, claveFila, type Ediciones, filasVisibles, minimoDe } from './ediciones';

const TODAS = [{ value: TODAS_LAS_SUCURSALES, label: 'Todas' }];
const tipoValido = (t: string) => t === 'producto' || t === 'formula';

/**
 * S28 'Stock mínimo (Producto-Fórmula)': the minimum of a product (or of every product of a formula)
 * at each own branch, typed per row or for every row shown ('Todo'); rows of 'Demanda individual'
 * highlighted; Guardar sends only the rows whose value changed; 'Copiar minimos' copies one branch's
 * minimums to another. The product or formula is in the address (a new one is a history entry); the
 * filters and the page replace theirs, so the typed minimums they keep are never asked about.
 */
export const StockMinimoPage = () => {
  const [{ tipo, codigo, sucursal, ceros, pagina }, setLista] = useListaEnUrl(
    { tipo: 'producto', codigo: 0, sucursal: TODAS_LAS_SUCURSALES, ceros: false as boolean, pagina: 1 },
    { tipo: tipoValido, codigo: (c) => c >= 0, sucursal: (s) => s >= 0, pagina: paginaValida },
  );
  const tipoActual = tipo as Tipo;
  const consulta = useStockMinimo(tipoActual, codigo);
  const guardar = useGuardarStockMinimo();
  // The minimums typed belong to one product or formula: another one starts with none.
  const busqueda = `${tipo}-${codigo}`;
  const [edicion, setEdicion] = useState<{ busqueda: string; mapa: Ediciones }>({
    busqueda,
    mapa: new Map(),
  });
  const ediciones = edicion.busqueda === busqueda ? edicion.mapa : new Map<string, number | null>();
  const setEdiciones = (f: (previas: Ediciones) => Ediciones) =>
    setEdicion((e) => ({ busqueda, mapa: f(e.busqueda === busqueda ? e.mapa : new Map()) }));
  const [global, setGlobal] = useState<number | null>(null);
  const [elegido, setElegido] = useState<Elegido | null>(null);
  const [copiando, setCopiando] = useState(false);

  const filas = codigo ? (consulta.data ?? []) : [];
  const visibles = useMemo(
    () => filasVisibles(filas, { sucursal, soloCeros: ceros }),
    [filas, sucursal, ceros],
  );
  const cambios = cambiosDeMinimos(filas, (f) => minimoDe(f, ediciones));
  useCambiosSinGuardar(cambios.length > 0);

  /** Before the typed minimums go: asks when there are some; true when they may go. */
  const descartarSiHay = async () => {
    if (cambios.length === 0) return true;
    if (!(await confirmDialog(em.descartar))) return false;
    setEdiciones(() => new Map());
    setGlobal(null);
    descarteConfirmado();
    return true;
  };

  const elegir = async (e: Elegido) => {
    if (!(await descartarSiHay())) return false;
    // The results modal's mark is no work to keep: the new search is not asked about again.
    descarteConfirmado();
    setElegido(e);
    setGlobal(null);
    setLista({ tipo: e.tipo, codigo: e.codigo, sucursal: TODAS_LAS_SUCURSALES, ceros: false, pagina: 1 });
    return true;
  };

  const onGlobal = (valor: number | null) => {
    setGlobal(valor);
    if (valor !== null) setEdiciones((previas) => aplicarATodas(visibles, previas, valor));
  };

  const onGuardar = async () => {
    if (cambios.length === 0) return void (await warningDialog(em.sinCambios));
    if (!(await confirmDialog(m.confirmar(cambios.length)))) return;
    const answer = await guardar.mutateAsync(cambios);
    setEdiciones(() => new Map());
    setGlobal(null);
    successToast(answer.message || em.guardados);
  };

  const numeros = useMemo(() => new Map(visibles.map((f, i) => [claveFila(f), i + 1])), [visibles]);
  const cols = columnas({
    ediciones,
    numero: (f) => numeros.get(claveFila(f)) ?? 0,
    onMinimo: (f, valor) => setEdiciones((previas) => new Map(previas).set(claveFila(f), valor)),
    global,
    onGlobal,
  });

  const primera = filas[0];
  const etiqueta =
    elegido?.codigo === codigo && elegido.tipo === tipo
      ? elegido.descripcion
      : tipo === 'producto'
        ? primera?.descripcionProducto
        : primera?.descripcionFormula;

  return (
    <Card>
      <Flex vertical gap={12}>
        <Busqueda tipoInicial={tipoActual} onElegir={elegir} />
        <Flex wrap gap={12} align="center">
          {codigo > 0 && etiqueta && (
            <Tag color="blue" style={{ whiteSpace: 'normal' }}>
              {tipo === 'producto' ? 'Producto' : 'Fórmula'}: {etiqueta}
            </Tag>
          )}
          <Space wrap>
            <span>Sucursal</span>
            <BuscadorSucursal
              id="sucursal"
              ariaLabel="Sucursal"
              variante="propias"
              style={{ width: 260, maxWidth: '100%' }}
              value={sucursal}
              opcionesFijas={TODAS}
              onChange={(c) =>
                setLista({ sucursal: c ?? TODAS_LAS_SUCURSALES, pagina: 1 }, { replace: true })
              }
            />
          </Space>
          <Checkbox
            checked={ceros}
            onChange={(e) => setLista({ ceros: e.target.checked, pagina: 1 }, { replace: true })}
          >
            Ver solo mínimos en cero
          </Checkbox>
        </Flex>
        <Flex wrap gap={8} justify="flex-end">
          <BotonAccion type="primary" icon={<SaveOutlined />} onClick={onGuardar} disabled={!codigo}>
            Guardar
          </BotonAccion>
          <Button icon={<UndoOutlined />} onClick={() => void descartarSiHay()} disabled={!cambios.length}>
            Cancelar
          </Button>
          <Button onClick={async () => (await descartarSiHay()) && setCopiando(true)}>Copiar minimos</Button>
        </Flex>
        <DataTable<StockMinimoFila>
          rowKey={claveFila}
          columns={cols}
          dataSource={visibles}
          loading={consulta.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(f) => ({ style: f.demandaIndividual === 1 ? ESTILO_DEMANDA : undefined })}
          pagination={{
            current: pagina,
            onChange: (p) => setLista({ pagina: p }, { replace: true }),
            showSizeChanger: false,
            showTotal: totalRegistros,
            hideOnSinglePage: false,
          }}
          locale={{ emptyText: codigo ? m.sinFilas : m.sinBusqueda }}
        />
        <Typography.Text>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              marginRight: 8,
              verticalAlign: 'middle',
              border: `1px solid ${ESTILO_DEMANDA.color}`,
              ...ESTILO_DEMANDA,
            }}
          />
          {m.leyendaDemanda}
        </Typography.Text>
      </Flex>
      {copiando && <CopiarMinimosModal onClose={() => setCopiando(false)} />}
    </Card>
  );
};
