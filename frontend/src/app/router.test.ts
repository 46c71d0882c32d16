import { isPagePath, PAGE_PATHS } from '@contracts';
import { describe, expect, it } from 'vitest';

import { routes } from './router';

describe('pages', () => {
  it('the router renders exactly the pages the server answers 200 for', () => {
    const paths = (routes[0].children ?? []).filter((r) => r.path !== '*').map((r) => (r.index ? '' : r.path));
    expect(paths).toEqual([...PAGE_PATHS]);
  });

  it('tells a page address from any other', () => {
    for (const path of ['/', '/feed', '/chat/3f2a9c1e', '/pics/abc/', '/admin/reports', '/create'])
      expect(isPagePath(path), path).toBe(true);
    for (const path of ['/nope', '/chat', '/chat/', '/chat/a/b', '/feeds', '/admin', '/favicon.txt'])
      expect(isPagePath(path), path).toBe(false);
  });
});
