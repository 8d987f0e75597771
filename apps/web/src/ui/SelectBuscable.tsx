import { type RefSelectProps, Select, type SelectProps } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';
import type { KeyboardEvent, KeyboardEventHandler, Ref } from 'react';
import { filtrarOpcion, normalizar } from '@/lib/texto';

/** Shown in the open list when the typed text is in no option. */
export const SIN_COINCIDENCIAS = 'Sin coincidencias';

/**
 * A keydown handler for the capture phase on an antd Select's root (the Select hands unknown props to
 * its root element; its types do not list them): it runs before the open list takes its option.
 */
export const antesDeLaLista = (alTeclear: KeyboardEventHandler<HTMLElement>): object => ({
  onKeyDownCapture: alTeclear,
});

export type SelectBuscableProps<V = unknown> = Omit<
  SelectProps<V, DefaultOptionType>,
  'showSearch' | 'filterOption' | 'filterSort' | 'optionFilterProp' | 'searchValue' | 'onSearch'
> & { ref?: Ref<RefSelectProps> };

const textoDe = (o: DefaultOptionType) =>
  typeof o.label === 'string' || typeof o.label === 'number' ? normalizar(String(o.label)) : '';

/** Where the typed text stands in a label: the whole of it, its start, inside it. */
const rango = (o: DefaultOptionType, t: string) => {
  const label = textoDe(o);
  return label === t ? 0 : label.startsWith(t) ? 1 : 2;
};

/**
 * A select over options the page holds (a catalogue, fixed values): the user types to filter them,
 * accents and case ignored (`filtrarOpcion`), the label that is the whole text first, then those that
 * start with it, then the rest in their order. Enter (or Tab) takes the highlighted match of the typed
 * text, never an option the text is not in; with no match Enter changes nothing and the list stays
 * open saying 'Sin coincidencias', the typed text kept. The kit's select for one (or several,
 * `mode="multiple"`) of a known list; a list the server searches is a finder (`crearBuscador`).
 */
export const SelectBuscable = <V = unknown>({
  notFoundContent = SIN_COINCIDENCIAS,
  options,
  ...props
}: SelectBuscableProps<V>) => {
  const alTeclear = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || !(e.target instanceof HTMLInputElement)) return;
    const t = e.target.value.trim();
    if (!t) return; // Nothing typed: the list's own choice.
    if ((options ?? []).some((o) => filtrarOpcion(t, o))) return; // antd takes the highlighted match.
    // No option holds the text: nothing is chosen, the previous value is not taken as if chosen, and the
    // open list says so with the text as typed (antd would close it and drop the text).
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <Select<V, DefaultOptionType>
      {...props}
      {...antesDeLaLista(alTeclear)}
      options={options}
      notFoundContent={notFoundContent}
      showSearch={{
        filterOption: (t, o) => filtrarOpcion(t, o),
        filterSort: (a, b, { searchValue }) => {
          const t = normalizar(searchValue.trim());
          return t ? rango(a, t) - rango(b, t) : 0;
        },
      }}
    />
  );
};
