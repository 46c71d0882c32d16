import { TOOLS } from '@contracts';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { Layout } from '../components/Layout';

// One chunk per screen: a route's code loads when it is first visited.
const HomePage = lazy(() => import('../features/home/HomePage'));
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const UsersPage = lazy(() => import('../features/users/UsersPage'));
const FeedPage = lazy(() => import('../features/feed/FeedPage'));
const MyGirlsPage = lazy(() => import('../features/girls/MyGirlsPage'));
const CreatePage = lazy(() => import('../features/create/CreatePage'));
const ChatPage = lazy(() => import('../features/chat/ChatPage'));
const PicsPage = lazy(() => import('../features/pics/PicsPage'));
const SubscriptionsPage = lazy(() => import('../features/subscriptions/SubscriptionsPage'));
const AdminReportsPage = lazy(() => import('../features/reports/AdminReportsPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

type PageModule = { default: ComponentType };
/** Every tool page's chunk, by file: the catalogue (contracts/tools.ts) names each tool's page. */
const TOOL_PAGE_FILES = import.meta.glob<PageModule>('../features/tools/*Page.tsx');

function toolRoutes(): RouteObject[] {
  return TOOLS.map((tool) => {
    const load = TOOL_PAGE_FILES[`../features/tools/${tool.page}.tsx`];
    if (!load) throw new Error(`No page file for the tool ${tool.id}: features/tools/${tool.page}.tsx`);
    const ToolPage = lazy(load);
    return { path: tool.pagePath, element: <ToolPage /> };
  });
}

/** The 15 routes of the spec and the admins' review queue, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      ...toolRoutes(),
      { path: 'feed', element: <FeedPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'chat/:id', element: <ChatPage /> },
      { path: 'mygirls', element: <MyGirlsPage /> },
      { path: 'pics/:id', element: <PicsPage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'create', element: <CreatePage /> },
      { path: 'subscriptions', element: <SubscriptionsPage /> },
      { path: 'admin/reports', element: <AdminReportsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
