import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import {
  type CambioCampo,
  consultarHistorial,
  type EntradaHistorial,
  HISTORIAL_POR_PAGINA,
  historialMessages as m,
} from '@farmasi/contracts/sistemas/historial';
import { Alert, List, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callData } from '@/api/client';
import { isApiError } from '@/api/errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { diferenciaDeListas } from './historialListas';

/** A screen's field labels for its history, by the field's name in the audit log (the row's). */
export type EtiquetasHistorial = Readonly<Record<string, string>>;

export interface HistorialProps {
  /** The screen's manifest: its menu id asks, and its `historial.tablas` say which tables. */
  pantalla: PantallaMenu;
  /**
   * The record's table (default: the screen's first declared one), or several whose rows share the
   * record's key (a header and its detail): their entries come together.
   */
  tabla?: string | readonly string[];
  /** The record's key as the audit log stores it (its id, or the screen's composed key). */
  clave: string | number;
  /** Labels of the fields shown; a field without a label is not shown (audit columns, internal ids). */
  etiquetas: EtiquetasHistorial;
  /** How a field's stored value reads, when not as stored (a state's code as its name); never for empty. */
  valores?: ValoresHistorial;
}

/**
 * By field: a stored value (not empty) as the screen shows it; `lado` says whether it is the value
 * before or after the change (a replaced image reads 'anterior → nueva', not its file numbers).
 */
export type ValoresHistorial = Readonly<Record<string, (valor: string, lado: 'antes' | 'despues') => string>>;

type Pagina = { entradas: EntradaHistorial[]; totalRegistros: number };

const TIPO_COLOR = { alta: 'green', cambio: 'blue', baja: 'red' } as const;

const json = (v: string): unknown => {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

/**
 * A stored value as a user reads it: dates in the app's format, nothing as '(vacío)', a list as its
 * items and a nested row (an address) as 'campo: valor' pairs.
 */
export const valorLegible = (v: string | null): string => {
  if (v === null || v.trim() === '') return m.vacio;
  if (v.startsWith('[') || v.startsWith('{')) {
    const dato = json(v);
    if (Array.isArray(dato))
      return dato.length
        ? dato.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ')
        : m.vacio;
    if (dato && typeof dato === 'object')
      return Object.entries(dato)
        .filter(([, x]) => x !== null && x !== '')
        .map(([k, x]) => `${k}: ${typeof x === 'object' ? JSON.stringify(x) : String(x)}`)
        .join('; ');
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return formatDateTime(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  return v;
};

/** The labelled changes of an entry, in the order of the screen's labels. */
export const cambiosVisibles = (cambios: readonly CambioCampo[], etiquetas: EtiquetasHistorial) => {
  const orden = Object.keys(etiquetas);
  return cambios
    .filter((c) => etiquetas[c.campo] !== undefined)
    .sort((a, b) => orden.indexOf(a.campo) - orden.indexOf(b.campo));
};

/** A field's value as the screen shows it: its own reading (`valores`) or the general one. */
const leer = (
  campo: string,
  v: string | null,
  valores: ValoresHistorial | undefined,
  lado: 'antes' | 'despues',
) => {
  const propio = valores?.[campo];
  return propio && v !== null && v.trim() !== '' ? propio(v, lado) : valorLegible(v);
};

/** A change's values: before → after, or what a list lost and gained (ui/historialListas.ts). */
const Valores = ({
  e,
  c,
  valores,
}: {
  e: EntradaHistorial;
  c: CambioCampo;
  valores: ValoresHistorial | undefined;
}) => {
  const diferencia = e.tipo === 'cambio' ? diferenciaDeListas(c.antes, c.despues) : null;
  if (diferencia)
    return (
      <>
        {diferencia.quitados && (
          <span>
            {m.quitados}: {leer(c.campo, diferencia.quitados, valores, 'antes')}
          </span>
        )}
        {diferencia.quitados && diferencia.agregados ? '; ' : null}
        {diferencia.agregados && (
          <strong>
            {m.agregados}: {leer(c.campo, diferencia.agregados, valores, 'despues')}
          </strong>
        )}
      </>
    );
  return (
    <>
      {e.tipo === 'alta' ? null : <span>{leer(c.campo, c.antes, valores, 'antes')}</span>}
      {e.tipo === 'cambio' ? ' → ' : null}
      {e.tipo === 'baja' ? null : <strong>{leer(c.campo, c.despues, valores, 'despues')}</strong>}
    </>
  );
};

const Entrada = ({
  e,
  etiquetas,
  valores,
}: { e: EntradaHistorial } & Omit<HistorialProps, 'pantalla' | 'clave'>) => {
  const visibles = cambiosVisibles(e.cambios, etiquetas);
  const quien = e.usuario ? `${e.nombre || e.usuario} (${e.usuario})` : m.sistema;
  return (
    <List.Item>
      <div style={{ width: '100%', minWidth: 0 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
          <Typography.Text strong>{formatDateTime(e.fecha)}</Typography.Text>
          <Typography.Text>{quien}</Typography.Text>
          <Tag color={TIPO_COLOR[e.tipo]}>{m[e.tipo]}</Tag>
        </div>
        {visibles.length === 0 ? (
          <Typography.Text type="secondary">{m.sinCamposVisibles}</Typography.Text>
        ) : (
          <ul style={{ margin: '4px 0 0', paddingLeft: 18, overflowWrap: 'anywhere' }}>
            {visibles.map((c) => (
              <li key={c.campo}>
                <Typography.Text type="secondary">{etiquetas[c.campo]}:</Typography.Text>{' '}
                <Valores e={e} c={c} valores={valores} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </List.Item>
  );
};

/**
 * A record's history (issue 29): newest first, a page at a time from the server, each change as
 * 'Etiqueta: antes → después' with the screen's own labels. Loads by itself (no query cache): it
 * is opened from a dialog holder that lives outside the app's query provider (ui/dialogs.tsx).
 */
export const HistorialLista = ({ pantalla, tabla, clave, etiquetas, valores }: HistorialProps) => {
  const [pagina, setPagina] = useState(1);
  const [datos, setDatos] = useState<Pagina | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cargando, setCargando] = useState(true);
  const laTabla = (
    typeof tabla === 'string' ? [tabla] : (tabla ?? pantalla.historial?.tablas.slice(0, 1) ?? [])
  ).join(',');
  useEffect(() => {
    const control = new AbortController();
    setCargando(true);
    callData(consultarHistorial, {
      query: { pantalla: pantalla.id, tabla: laTabla, clave: String(clave), pagina },
      signal: control.signal,
    })
      .then((d) => {
        setDatos(d);
        setError(null);
      })
      .catch((e: unknown) => {
        if (control.signal.aborted) return;
        setError(isApiError(e) ? e.message : String(e));
      })
      .finally(() => {
        if (!control.signal.aborted) setCargando(false);
      });
    return () => control.abort();
  }, [pantalla.id, laTabla, clave, pagina]);
  if (error) return <Alert type="warning" showIcon title={error} />;
  if (!datos)
    return <Spin spinning aria-label="Cargando historial" style={{ display: 'block', padding: 24 }} />;
  return (
    <List
      aria-label={m.titulo}
      loading={cargando}
      dataSource={datos.entradas}
      rowKey="id"
      locale={{ emptyText: m.sinCambios }}
      renderItem={(e) => <Entrada e={e} etiquetas={etiquetas} valores={valores} />}
      pagination={
        datos.totalRegistros > HISTORIAL_POR_PAGINA
          ? {
              current: pagina,
              pageSize: HISTORIAL_POR_PAGINA,
              total: datos.totalRegistros,
              onChange: setPagina,
              showSizeChanger: false,
              size: 'small',
              align: 'center',
              showTotal: (total) => `Total: ${total} registros`,
            }
          : false
      }
    />
  );
};
