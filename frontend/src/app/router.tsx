import { TOOLS } from '@contracts';
import { lazy } from 'react';
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
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const AdminReportsPage = lazy(() => import('../features/reports/AdminReportsPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

const ToolPage = lazy(() => import('../features/tools/ToolPage'));

/** One route per tool of the catalogue (contracts/tools.ts), each its entry rendered by ToolForm. */
function toolRoutes(): RouteObject[] {
  return TOOLS.map((tool) => ({ path: tool.pagePath, element: <ToolPage tool={tool} /> }));
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
      { path: 'account', element: <AccountPage /> },
      { path: 'admin/reports', element: <AdminReportsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
