import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { SessionEndedRedirect } from '../features/auth/SessionEndedRedirect';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSkeleton } from './Skeleton';
import { Toasts } from './Toasts';

/** The frame around every route: header, the page (code-split), footer, toasts. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-rose focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <SessionEndedRedirect />
      <ScrollRestoration />
    </div>
  );
}
