import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetSessionCache } from '@/lib/session';

// antd reads media queries (Grid, Layout.Sider breakpoints); happy-dom may lack matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Lazy screens load their chunk on first visit; on a loaded 2-core machine that takes more than
// the library's 1 s default, which made findBy* flaky. Waiting longer costs nothing when it is quick.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
