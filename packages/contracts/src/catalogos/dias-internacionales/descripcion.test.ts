import { describe, expect, it } from 'vitest';
import { contarCaracteres, contarPalabras, prepararDescripcion, textoDeHtml } from './descripcion.ts';

describe('prepararDescripcion (001 §5, before save)', () => {
  it('strips paragraph tags, each paragraph ending in one line break', () => {
    expect(prepararDescripcion('<p>Uno</p><p>Dos</p>')).toBe('Uno<br>Dos<br>');
    expect(prepararDescripcion('<p style="text-align: center">Uno</p>')).toBe('Uno<br>');
    // An empty paragraph between two is a blank line.
    expect(prepararDescripcion('<p>Uno</p><p></p><p>Dos</p>')).toBe('Uno<br><br>Dos<br>');
  });

  it('does not add a break when a paragraph already ends in one (a saved text edited again)', () => {
    expect(prepararDescripcion('<p>Uno<br></p>')).toBe('Uno<br>');
    expect(prepararDescripcion('<p>Uno<br />\n</p>')).toBe('Uno<br>');
  });

  it('normalises bold to <strong> and leaves other tags starting with b alone', () => {
    expect(prepararDescripcion('<b>Salud</b> y <B class="x">vida</B>')).toBe(
      '<strong>Salud</strong> y <strong class="x">vida</strong><br>',
    );
    expect(prepararDescripcion('<strong>ya</strong><br/><blockquote>c</blockquote>')).toBe(
      '<strong>ya</strong><br><blockquote>c</blockquote><br>',
    );
  });

  it('converts rgb and rgba colours (comma, space and percent syntax) to hex', () => {
    expect(prepararDescripcion('<span style="color: rgb(255, 0, 0)">rojo</span>')).toBe(
      '<span style="color: #ff0000">rojo</span><br>',
    );
    expect(prepararDescripcion('<span style="color:RGBA(0,128,255,0.5)">a</span>')).toBe(
      '<span style="color:#0080ff">a</span><br>',
    );
    expect(prepararDescripcion('<span style="color: rgb(10 20 300 / 50%)">a</span>')).toBe(
      '<span style="color: #0a14ff">a</span><br>',
    );
    expect(prepararDescripcion('<span style="color: rgb(100%, 50%, 0%)">a</span>')).toBe(
      '<span style="color: #ff8000">a</span><br>',
    );
  });

  it('ensures exactly one trailing line break, normalising <br/> and <br />', () => {
    expect(prepararDescripcion('Texto')).toBe('Texto<br>');
    expect(prepararDescripcion('Texto<br />  ')).toBe('Texto<br>');
    expect(prepararDescripcion('Texto<BR/>')).toBe('Texto<br>');
  });

  it('changes nothing when applied twice', () => {
    for (const html of [
      '<p><b>Día</b> <span style="color: rgb(1, 2, 3)">mundial</span></p><p></p>',
      'Sin formato',
      '<p>Uno<br>Dos</p>',
    ]) {
      const una = prepararDescripcion(html);
      expect(prepararDescripcion(una)).toBe(una);
    }
  });
});

describe('text counts', () => {
  it('counts the visible text: tags and line breaks out, entities decoded, an emoji one', () => {
    const html = '<strong>Día</strong> de la <span style="color:#f00">Salud</span> &amp; más<br>💙<br>';
    expect(textoDeHtml(html)).toBe('Día de la Salud & más\n💙\n');
    expect(contarCaracteres(html)).toBe(22);
    expect(contarPalabras(html)).toBe(7);
  });

  it('counts words across line breaks and paragraphs and ignores script bodies', () => {
    expect(contarPalabras('<p>uno</p><p>dos</p>')).toBe(2);
    expect(contarPalabras('uno<br>dos')).toBe(2);
    expect(contarCaracteres('<script>alert(1)</script>')).toBe(0);
    expect(contarCaracteres('&nbsp;&#241;&#xF1;')).toBe(3);
  });
});
