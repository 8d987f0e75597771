import { describe, expect, it } from 'vitest';
import { makeScrollBoxesFocusable } from './scrollRegions';

describe('makeScrollBoxesFocusable', () => {
  it("puts tables' scroll boxes in the tab order and the hidden measure row's controls out of it", () => {
    document.body.innerHTML = `
      <div class="ant-table-content"><table><tbody>
        <tr class="ant-table-measure-row" aria-hidden="true"><td><input type="checkbox"></td></tr>
        <tr><td><input type="checkbox" id="visible"></td></tr>
      </tbody></table></div>`;
    makeScrollBoxesFocusable(document);
    expect(document.querySelector<HTMLElement>('.ant-table-content')?.tabIndex).toBe(0);
    expect(document.querySelector<HTMLElement>('.ant-table-measure-row input')?.tabIndex).toBe(-1);
    expect(document.querySelector<HTMLElement>('#visible')?.getAttribute('tabindex')).toBeNull();
  });

  it("puts a screen's own scrolling box (caja-desplazable) in the tab order", () => {
    document.body.innerHTML =
      '<section class="caja-desplazable" aria-label="Banners"><img alt="1"></section>';
    makeScrollBoxesFocusable(document);
    expect(document.querySelector<HTMLElement>('.caja-desplazable')?.tabIndex).toBe(0);
  });
});
