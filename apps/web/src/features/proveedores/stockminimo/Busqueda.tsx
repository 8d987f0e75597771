import type { CatalogoItem } from '@farmasi/contracts/catalogos/sucursales';
import {
  BUSQUEDA_MAX,
  BUSQUEDA_MINIMA,
  stockMinimoMessages as m,
} from '@farmasi/contracts/proveedores/stockminimo';
import { Radio, Space } from 'antd';
import { useState } from 'react';
import { avisarFallo } from '@/lib/avisarFallo';
import { useAccion } from '@/lib/useAccion';
import { warningDialog } from '@/ui/dialogs';
import { SeleccionModal } from '@/ui/SeleccionModal';
import { TextoBusqueda } from '@/ui/TextoInput';
import { buscarCatalogo, type Tipo } from './api';

export interface Elegido {
  tipo: Tipo;
  codigo: number;
  descripcion: string;
}

/**
 * Radio Producto/Fórmula and the search box (002 §2, §5): Enter or the button searches when the text
 * has more than 3 characters; one result is taken at once, none says 'No se encontro resultado.',
 * several open the results (a double click, or a click and 'Seleccionar', takes one).
 */
export const Busqueda = ({
  tipoInicial,
  onElegir,
}: {
  tipoInicial: Tipo;
  /** The product or formula chosen; it may ask first (unsaved minimums) and answer false to stay. */
  onElegir: (elegido: Elegido) => Promise<boolean>;
}) => {
  const [tipo, setTipo] = useState<Tipo>(tipoInicial);
  const [texto, setTexto] = useState('');
  const [resultados, setResultados] = useState<CatalogoItem[] | null>(null);
  const [marcada, setMarcada] = useState<number | null>(null);
  const { ocupado, ejecutar } = useAccion();

  const elegir = async (item: CatalogoItem) => {
    if (await onElegir({ tipo, codigo: item.codigo, descripcion: item.descripcion })) {
      setResultados(null);
      setMarcada(null);
      setTexto(item.descripcion);
    }
  };

  const buscar = () =>
    ejecutar(async () => {
      const t = texto.trim();
      if (t.length < BUSQUEDA_MINIMA) return void (await warningDialog(m.busquedaCorta));
      let encontrados: CatalogoItem[];
      try {
        encontrados = await buscarCatalogo(tipo, t);
      } catch (error) {
        avisarFallo(m.errorBuscar)(error);
        return;
      }
      if (encontrados.length === 0) return void (await warningDialog(m.sinResultado));
      if (encontrados.length === 1) return void (await elegir(encontrados[0]!));
      setMarcada(null);
      setResultados(encontrados);
    });

  const nombre = tipo === 'producto' ? 'Producto' : 'Fórmula';
  return (
    <>
      <Space wrap>
        <Radio.Group
          aria-label="Buscar por"
          value={tipo}
          onChange={(e) => setTipo(e.target.value as Tipo)}
          options={[
            { value: 'producto', label: 'Producto' },
            { value: 'formula', label: 'Fórmula' },
          ]}
        />
        <TextoBusqueda
          aria-label={`Buscar ${nombre.toLowerCase()}`}
          placeholder={`Buscar ${nombre.toLowerCase()} (más de 3 caracteres)`}
          maxLength={BUSQUEDA_MAX}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onSearch={() => void buscar()}
          // The Enter that searches must not also answer the warning it opens (its keypress would
          // click the dialog's focused 'Aceptar'; docs/decisions/web.md, 'Enter never dismisses…').
          onPressEnter={(e) => e.preventDefault()}
          enterButton="Buscar"
          loading={ocupado}
          style={{ width: 380, maxWidth: '100%' }}
        />
      </Space>
      {resultados && (
        <SeleccionModal<CatalogoItem, number>
          titulo={m.tituloResultados}
          multiple={false}
          textoGuardar="Seleccionar"
          width={640}
          filas={resultados}
          clave={(f) => f.codigo}
          columns={[
            { title: 'Código', dataIndex: 'codigo', width: 100 },
            { title: nombre, dataIndex: 'descripcion' },
          ]}
          marcadas={marcada === null ? [] : [marcada]}
          onChange={(codigos) => setMarcada(codigos[0] ?? null)}
          onDobleClic={(f) => void elegir(f)}
          onGuardar={async () => {
            const item = resultados.find((r) => r.codigo === marcada);
            if (!item)
              return void (await warningDialog(
                `Seleccione ${tipo === 'producto' ? 'un producto' : 'una fórmula'}.`,
              ));
            await elegir(item);
          }}
          onCancelar={() => setResultados(null)}
        />
      )}
    </>
  );
};
