import { SearchOutlined } from '@ant-design/icons';
import { Grid, type InputRef, Modal, Spin, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OpcionPantalla } from './opciones';
import { type Opcion, usePaleta } from './usePaleta';
import './paleta.css';
import { TextoInput } from '@/ui/TextoInput';

/** The options in their sections, each with its place in the whole list (the arrows' index). */
const secciones = (opciones: readonly Opcion[]) => {
  const grupos: { seccion: string; items: { o: Opcion; i: number }[] }[] = [];
  opciones.forEach((o, i) => {
    const ultimo = grupos[grupos.length - 1];
    if (ultimo?.seccion === o.seccion) ultimo.items.push({ o, i });
    else grupos.push({ seccion: o.seccion, items: [{ o, i }] });
  });
  return grupos;
};

export interface PaletaProps {
  abierta: boolean;
  pantallas: readonly OpcionPantalla[];
  recientes: readonly string[];
  onCerrar: () => void;
  /** Runs once the dialog has closed (the shell gives the focus back where it was). */
  despuesDeCerrar: () => void;
}

/**
 * The command palette (issue 29): a box and a list; the arrows move through the list, Enter opens
 * the highlighted screen or record, Escape closes. Loaded on first use, outside the shell's chunk.
 */
export const Paleta = ({ abierta, pantallas, recientes, onCerrar, despuesDeCerrar }: PaletaProps) => {
  const [texto, setTexto] = useState('');
  const [activo, setActivo] = useState(0);
  const { opciones, buscando } = usePaleta(pantallas, texto, recientes);
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const lista = useRef<HTMLDivElement>(null);
  const telefono = Grid.useBreakpoint().md === false;
  const actual = Math.min(activo, Math.max(opciones.length - 1, 0));

  // A new text starts at the top of its list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes
  useEffect(() => setActivo(0), [texto]);
  useEffect(() => {
    lista.current?.querySelector(`[data-indice="${actual}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [actual]);

  const abrir = (o: Opcion | undefined) => {
    if (!o) return;
    onCerrar();
    void navigate(o.destino.url, o.destino.state === undefined ? undefined : { state: o.destino.state });
  };

  const alTeclear = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const n = opciones.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) setActivo((actual + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Home' && e.ctrlKey) {
      setActivo(0);
    } else if (e.key === 'End' && e.ctrlKey) {
      setActivo(Math.max(n - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      abrir(opciones[actual]);
    }
  };

  return (
    <Modal
      open={abierta}
      onCancel={onCerrar}
      afterClose={() => {
        setTexto('');
        despuesDeCerrar();
      }}
      afterOpenChange={(open) => open && input.current?.focus()}
      footer={null}
      closable={false}
      width={telefono ? '100%' : 640}
      className={telefono ? 'paleta paleta-telefono' : 'paleta'}
      title={<span className="paleta-oculto">Buscar pantallas y registros</span>}
      destroyOnHidden
    >
      <TextoInput
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        suffix={buscando ? <Spin size="small" /> : null}
        placeholder="Buscar pantalla, artículo, sucursal, proveedor, cliente o empleado"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={alTeclear}
        role="combobox"
        aria-label="Buscar pantallas y registros"
        aria-expanded
        aria-controls="paleta-lista"
        aria-autocomplete="list"
        aria-activedescendant={opciones[actual] ? `paleta-${opciones[actual].id}` : undefined}
        maxLength={100}
      />
      <div id="paleta-lista" role="listbox" aria-label="Resultados" className="paleta-lista" ref={lista}>
        {secciones(opciones).map(({ seccion, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, not a form's fieldset
          <div key={seccion} role="group" aria-labelledby={`paleta-s-${seccion}`}>
            <div id={`paleta-s-${seccion}`} className="paleta-seccion">
              {seccion}
            </div>
            {items.map(({ o, i }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the box (arrows, Enter)
              <div
                key={o.id}
                id={`paleta-${o.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === actual}
                data-indice={i}
                className={i === actual ? 'paleta-opcion paleta-activa' : 'paleta-opcion'}
                onMouseMove={() => i !== actual && setActivo(i)}
                onClick={() => abrir(o)}
              >
                <span className="paleta-nombre">{o.label}</span>
                {o.detalle && <span className="paleta-detalle">{o.detalle}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
      {opciones.length === 0 && !buscando && (
        <Typography.Paragraph type="secondary" className="paleta-vacia" role="status">
          Sin coincidencias para «{texto.trim()}»
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" className="paleta-ayuda">
        ↑ ↓ para moverse · Enter para abrir · Esc para cerrar
      </Typography.Text>
    </Modal>
  );
};
