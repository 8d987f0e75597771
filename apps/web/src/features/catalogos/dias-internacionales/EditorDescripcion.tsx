import { BoldOutlined, ItalicOutlined, UnderlineOutlined } from '@ant-design/icons';
import { DESCRIPCION_MAX } from '@farmasi/contracts/catalogos/dias-internacionales';
import {
  contarCaracteres,
  contarPalabras,
} from '@farmasi/contracts/catalogos/dias-internacionales/descripcion';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, ColorPicker, Tooltip, Typography } from 'antd';
import './dias-internacionales.css';

/** The colours offered first: the chain's and the calendar's usual ones (any other can be picked). */
const COLORES = ['#000000', '#0b6e4f', '#1d4e89', '#7b2cbf', '#c1121f', '#d63384', '#b35c00'];

interface Props {
  /** The element id of the editable area (the form focuses it when a check fails). */
  id: string;
  /** The description as stored (or '' for a new day). */
  inicial: string;
  onChange: (html: string) => void;
}

/**
 * A small rich-text editor (TipTap): bold, italic, underline and colour, lines and line breaks; no
 * headings, lists or links (the site shows a one-line message). Shows the characters of text (what
 * the 120 limit counts) and the words.
 */
export const EditorDescripcion = ({ id, inicial, onChange }: Props) => {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        blockquote: false,
        bulletList: false,
        code: false,
        codeBlock: false,
        heading: false,
        horizontalRule: false,
        link: false,
        listItem: false,
        listKeymap: false,
        orderedList: false,
        strike: false,
      }),
      TextStyle,
      Color,
      Placeholder.configure({ placeholder: 'Escriba la descripción del día internacional' }),
    ],
    content: inicial,
    editorProps: {
      attributes: { id, 'aria-label': 'Descripción', 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const estado = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      html: e.getHTML(),
      negrita: e.isActive('bold'),
      cursiva: e.isActive('italic'),
      subrayado: e.isActive('underline'),
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
    }),
  });
  const caracteres = contarCaracteres(estado.html);
  const palabras = contarPalabras(estado.html);
  const boton = (titulo: string, icono: React.ReactNode, activo: boolean, accion: () => void) => (
    <Tooltip title={titulo}>
      <Button
        size="small"
        type={activo ? 'primary' : 'text'}
        aria-label={titulo}
        aria-pressed={activo}
        icon={icono}
        onMouseDown={(e) => e.preventDefault()}
        onClick={accion}
      />
    </Tooltip>
  );

  return (
    <div>
      <div className="editor-dia">
        <div className="editor-dia-barra">
          {boton('Negrita', <BoldOutlined />, estado.negrita, () =>
            editor.chain().focus().toggleBold().run(),
          )}
          {boton('Cursiva', <ItalicOutlined />, estado.cursiva, () =>
            editor.chain().focus().toggleItalic().run(),
          )}
          {boton('Subrayado', <UnderlineOutlined />, estado.subrayado, () =>
            editor.chain().focus().toggleUnderline().run(),
          )}
          <ColorPicker
            size="small"
            disabledAlpha
            value={estado.color}
            presets={[{ label: 'Colores', colors: COLORES }]}
            onChangeComplete={(c) => editor.chain().focus().setColor(c.toHexString()).run()}
            aria-label="Color del texto"
          />
        </div>
        <EditorContent editor={editor} />
      </div>
      <Typography.Text
        type={caracteres > DESCRIPCION_MAX ? 'danger' : 'secondary'}
        aria-live="polite"
        data-testid="conteo-descripcion"
      >
        {caracteres} / {DESCRIPCION_MAX} caracteres · {palabras} {palabras === 1 ? 'palabra' : 'palabras'}
      </Typography.Text>
    </div>
  );
};
