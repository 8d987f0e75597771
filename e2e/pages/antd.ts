import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an antd Select option (the role=option nodes are hidden accessibility copies). Only the open
 * list's options count, and the choice is checked (the option is selected, or its list has closed): a
 * server-searched list may still be redrawing (the previous search's options, then the new ones), and a
 * click on a node being replaced is lost.
 */
export const selectOption = async (page: Page, text: string) => {
  const abierta = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text });
  const elegida = page.locator('.ant-select-item-option-selected').filter({ hasText: text });
  await expect(async () => {
    await abierta.first().click({ timeout: 5_000 });
    await expect
      .poll(async () => (await elegida.count()) > 0 || (await abierta.count()) === 0, { timeout: 2_000 })
      .toBe(true);
  }).toPass({ timeout: 30_000 });
};

/**
 * What an antd Select shows as chosen: the box around its input (the label of the value, once the
 * typed search is gone), as the user sees it.
 */
export const elegidoEn = (combobox: Locator) => combobox.locator('xpath=..');
