/**
 * The app's service worker (served at /sw.js, scope /): it shows the Web Push notification of a finished
 * job (`{ title, body, url, tag }`, contracts/push.ts), and a click on it focuses a tab of the app on
 * that page, or opens one. It caches nothing: the app works as before without it.
 */
'use strict';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this app only (a push never opens another site). */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

function readPush(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === 'string' && data.title ? data.title : 'AI Girls',
      body: typeof data.body === 'string' ? data.body : '',
      url: appUrl(data.url),
      tag: typeof data.tag === 'string' ? data.tag : undefined,
    };
  } catch {
    return { title: 'AI Girls', body: event.data ? event.data.text() : '', url: appUrl('/'), tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  );
});

/** Focuses a tab already on the page, else moves a tab of the app there, else opens one (focus only where the browser allows it). */
async function openPage(url) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === url);
  if (same) return same.focus().catch(() => same);
  const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
  // a tab this worker does not control cannot be moved: a new one opens instead
  const moved = tab ? await tab.navigate(url).catch(() => null) : null;
  if (moved) return moved.focus().catch(() => moved);
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(appUrl(event.notification.data && event.notification.data.url)));
});
