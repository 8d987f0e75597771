import {
  type CambioExclusion,
  fallaExclusiones,
  excluirArticulosMessages as m,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { confirmarDescarte, descarteConfirmado, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { BotonAccion } from '@/ui/BotonAccion';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useArticulos, useGuardarExclusiones, useMarcas, useProveedores, useSucursales } from './api';
import { ListaArticulos } from './ListaArticulos';
import { excluye, TablaSucursales } from './TablaSucursales';
import './excluirarticulos.css';

type Eleccion = { proveedor: number; marca: number; articulo: number };
const codigoValido = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * S27 'Excluir artículos de sucursal': a supplier and one of its brands; the brand supplier's articles
 * on the left; for the article clicked, the chain's branches on the right with an 'Excluir' tick.
 * Guardar Cambios sends only the branches whose tick changed (002 §4). Choosing another supplier,
 * brand or article, or 'Cancelar', with ticks not saved asks first.
 */
export const ExcluirArticulosPage = () => {
  const [{ proveedor, marca, articulo }, setLista] = useListaEnUrl<Eleccion>(
    { proveedor: 0, marca: 0, articulo: 0 },
    { proveedor: codigoValido, marca: codigoValido, articulo: codigoValido },
  );
  const proveedores = useProveedores();
  const marcas = useMarcas(proveedor);
  const articulos = useArticulos(proveedor, marca);
  const sucursales = useSucursales(proveedor, marca, articulo);
  const guardar = useGuardarExclusiones();

  // The ticks belong to the article they were made on: another article (Back included) starts clean.
  const clave = `${proveedor}/${marca}/${articulo}`;
  const [edicion, setEdicion] = useState<{ clave: string; ticks: Record<number, boolean> }>({
    clave,
    ticks: {},
  });
  const ticks = edicion.clave === clave ? edicion.ticks : {};
  const filas = sucursales.data ?? [];
  const cambios = filas.filter((f) => excluye(f, ticks) !== f.excluir);
  useCambiosSinGuardar(cambios.length > 0);

  const opcionesProveedor = useMemo(
    () => (proveedores.data ?? []).map((p) => ({ value: p.codigo, label: `${p.codigo} - ${p.descripcion}` })),
    [proveedores.data],
  );
  const opcionesMarca = useMemo(
    () => (marcas.data ?? []).map((b) => ({ value: b.idCatProveedoresMarcasEnc, label: b.nombre })),
    [marcas.data],
  );
  const elegido = articulos.data?.find((a) => a.codArticulo === articulo);

  /** Moves to another choice; ticks not saved are discarded only if the user says so. */
  const elegir = async (nueva: Partial<Eleccion>) => {
    if (cambios.length) {
      if (!(await confirmarDescarte())) return;
      descarteConfirmado();
    }
    setEdicion({ clave: '', ticks: {} });
    setLista(nueva);
  };

  const marcar = (codSucursal: number, excluir: boolean) =>
    setEdicion((e) => ({ clave, ticks: { ...(e.clave === clave ? e.ticks : {}), [codSucursal]: excluir } }));

  const guardarCambios = async () => {
    const datos: CambioExclusion[] = cambios.map((f) => ({
      idCatProveedoresMarcas: f.idCatProveedoresMarcas,
      codArticulo: articulo,
      codSucursal: f.codSucursal,
      excluir: excluye(f, ticks),
    }));
    const falla = fallaExclusiones(datos);
    if (falla) return void (await warningDialog(falla));
    if (!(await confirmDialog(m.confirmar(datos.length)))) return;
    const r = await guardar.mutateAsync(datos);
    setEdicion({ clave: '', ticks: {} });
    successToast(r.message || m.guardados);
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <SelectBuscable<number>
          aria-label="Proveedor"
          placeholder={m.seleccioneProveedor}
          value={proveedor || undefined}
          options={opcionesProveedor}
          loading={proveedores.isFetching}
          onChange={(v) => void elegir({ proveedor: v ?? 0, marca: 0, articulo: 0 })}
          style={{ width: 320, maxWidth: '100%' }}
        />
        <SelectBuscable<number>
          aria-label="Marca"
          placeholder={m.seleccioneMarca}
          value={marca || undefined}
          options={opcionesMarca}
          disabled={!proveedor}
          loading={marcas.isFetching}
          onChange={(v) => void elegir({ marca: v ?? 0, articulo: 0 })}
          style={{ width: 260, maxWidth: '100%' }}
        />
      </Space>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={10}>
          <ListaArticulos
            articulos={marca ? (articulos.data ?? []) : []}
            cargando={articulos.isFetching}
            elegido={articulo}
            aviso={!proveedor ? m.seleccioneProveedor : !marca ? m.seleccioneMarca : undefined}
            onElegir={(cod) => void (cod !== articulo && elegir({ articulo: cod }))}
          />
        </Col>
        <Col xs={24} lg={14}>
          <TablaSucursales
            key={clave}
            articulo={
              articulo
                ? elegido
                  ? `${elegido.codArticulo} - ${elegido.descripcion}`
                  : String(articulo)
                : undefined
            }
            filas={filas}
            cargando={sucursales.isFetching}
            ticks={ticks}
            onTick={marcar}
          />
          {articulo > 0 && (
            <Space wrap style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text>
                <span aria-hidden className="excluir-leyenda-muestra" />
                {cambios.length === 1
                  ? '1 sucursal con cambio sin guardar.'
                  : `${cambios.length} sucursales con cambio sin guardar.`}
              </Typography.Text>
              <Space>
                <Button onClick={() => void elegir({ articulo: 0 })}>Cancelar</Button>
                <BotonAccion type="primary" onClick={guardarCambios}>
                  Guardar Cambios
                </BotonAccion>
              </Space>
            </Space>
          )}
        </Col>
      </Row>
    </Card>
  );
};
