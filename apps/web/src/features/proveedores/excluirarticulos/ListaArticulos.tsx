import {
  type ArticuloExcluible,
  excluirArticulosMessages as m,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { coincide } from '@/lib/texto';
import { TextoInput } from '@/ui/TextoInput';

interface Props {
  articulos: ArticuloExcluible[];
  cargando: boolean;
  /** The chosen article's code (0: none). */
  elegido: number;
  /** No supplier and brand yet: the list says what to choose. */
  aviso?: string;
  onElegir: (codArticulo: number) => void;
}

const excluidas = (n: number) => (n === 1 ? '1 sucursal excluida' : `${n} sucursales excluidas`);

/**
 * The brand supplier's articles (002 §2: on the left, a click picks one): a box that scrolls, searched
 * by code or description without accents or case; each row says how many branches exclude it.
 */
export const ListaArticulos = ({ articulos, cargando, elegido, aviso, onElegir }: Props) => {
  const [buscar, setBuscar] = useState('');
  const visibles = useMemo(
    () => articulos.filter((a) => coincide(buscar, a.codArticulo, a.descripcion)),
    [articulos, buscar],
  );
  const vacio = aviso ?? (articulos.length ? m.sinCoincidencias : m.sinArticulos);

  return (
    <section aria-labelledby="excluir-articulos-titulo">
      <Typography.Title level={5} id="excluir-articulos-titulo" style={{ marginTop: 0 }}>
        Artículos{articulos.length ? ` (${visibles.length} de ${articulos.length})` : ''}
      </Typography.Title>
      <TextoInput
        aria-label="Buscar artículo"
        placeholder="Buscar artículo por código o descripción"
        allowClear
        maxLength={100}
        value={buscar}
        disabled={!articulos.length}
        onChange={(e) => setBuscar(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={cargando}>
        <ul className="excluir-articulos-lista" aria-label="Artículos de la marca">
          {visibles.length ? (
            visibles.map((a) => (
              <li key={a.codArticulo}>
                <button
                  type="button"
                  className="excluir-articulos-item"
                  aria-pressed={a.codArticulo === elegido}
                  onClick={() => onElegir(a.codArticulo)}
                >
                  <span className="excluir-articulos-nombre">
                    {a.codArticulo} - {a.descripcion}
                  </span>
                  {a.sucursalesExcluidas > 0 && <Tag color="orange">{excluidas(a.sucursalesExcluidas)}</Tag>}
                </button>
              </li>
            ))
          ) : (
            <li className="excluir-articulos-vacio">{cargando ? 'Cargando…' : vacio}</li>
          )}
        </ul>
      </Spin>
    </section>
  );
};
