import { TOOLS } from './tools';

/**
 * The web app's pages, as React Router paths (without the leading slash; '' is the home page). The
 * router renders them and the API answers 200 for them; any other page address answers 404 with
 * the app, which shows its not-found page.
 */
export const PAGE_PATHS: readonly string[] = [
  '',
  // the tools' pages (contracts/tools.ts)
  ...TOOLS.map((tool) => tool.pagePath),
  'feed',
  'users',
  'chat/:id',
  'mygirls',
  'pics/:id',
  'signin',
  'create',
  'subscriptions',
  'account',
  'admin/reports',
];

/** Whether a URL path (e.g. '/chat/3f2a…') is one of the app's pages. */
export function isPagePath(path: string): boolean {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  return PAGE_PATHS.some((page) => {
    const pattern = page === '' ? [''] : page.split('/');
    return (
      pattern.length === parts.length && pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))
    );
  });
}
