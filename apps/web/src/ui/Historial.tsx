import { HistoryOutlined } from '@ant-design/icons';
import { historialMessages as m } from '@farmasi/contracts/sistemas/historial';
import { Button } from 'antd';
import type { AccionFila } from './AccionesFila';
import { contenidoDialog } from './dialogs';
import type { HistorialProps, ValoresHistorial } from './HistorialLista';

export type { EtiquetasHistorial, HistorialProps, ValoresHistorial } from './HistorialLista';

export interface AbrirHistorial extends HistorialProps {
  /** What the record is called ('Ruta 1'): the dialog's title and the button's accessible name. */
  titulo?: string;
  /**
   * Readings that need a catalogue first (a bank's name by its code): read when the history opens and
   * laid over `valores`. A catalogue that cannot be read leaves the stored codes; the history opens
   * all the same.
   */
  cargarValores?: () => Promise<ValoresHistorial>;
}

const nombreDe = (titulo?: string) => (titulo ? `${m.titulo} de ${titulo}` : m.titulo);

/**
 * Opens a record's history in a dialog (issue 29). The list's code loads on the first opening, so
 * a screen that offers 'Historial' carries only this opener.
 */
export const abrirHistorial = async ({ titulo, cargarValores, ...props }: AbrirHistorial) => {
  const [{ HistorialLista }, cargados] = await Promise.all([
    import('./HistorialLista'),
    cargarValores?.().catch(() => undefined),
  ]);
  await contenidoDialog({
    // Clear of the dialog's × on a phone, a long account number breaking where it must.
    title: (
      <span style={{ display: 'block', paddingRight: 24, overflowWrap: 'anywhere' }}>{nombreDe(titulo)}</span>
    ),
    width: 760,
    content: <HistorialLista {...props} valores={{ ...props.valores, ...cargados }} />,
  });
};

/**
 * The row action 'Historial': one item of a row's `AccionesFila`.
 * `accionHistorial({ pantalla: xPantalla, clave: fila.id, etiquetas: ETIQUETAS, titulo: fila.nombre })`
 */
export const accionHistorial = (opciones: AbrirHistorial): AccionFila => ({
  clave: 'historial',
  etiqueta: m.boton,
  icono: <HistoryOutlined />,
  ariaLabel: nombreDe(opciones.titulo),
  onClick: () => abrirHistorial(opciones),
});

/**
 * The same as a button, for a screen without `AccionesFila` (an edit page's buttons, a row's icon
 * buttons: `soloIcono`; `type="text"` among a picture grid's tile buttons). Its click does not reach
 * the row (a row that selects on click stays as is).
 */
export const BotonHistorial = (
  opciones: AbrirHistorial & { size?: 'small' | 'middle'; soloIcono?: boolean; type?: 'default' | 'text' },
) => {
  const { size = 'small', soloIcono = false, type = 'default', ...resto } = opciones;
  return (
    <Button
      size={size}
      type={type}
      icon={<HistoryOutlined />}
      aria-label={nombreDe(resto.titulo)}
      title={soloIcono ? m.boton : undefined}
      onClick={(e) => {
        e.stopPropagation();
        void abrirHistorial(resto);
      }}
    >
      {soloIcono ? null : m.boton}
    </Button>
  );
};
