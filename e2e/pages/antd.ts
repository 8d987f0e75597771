import type { Page } from '@playwright/test';

/** antd Select options (the role=option nodes are hidden accessibility copies). */
export const selectOption = (page: Page, text: string) =>
  page.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
