/**
 * CatRep's web push handler, imported by the generated service worker (web/vite.config.ts
 * `workbox.importScripts`; README "Notifications"). A push from Firebase Cloud Messaging carries
 * `{ notification: { title, body }, data: { link } }`: it is shown as a system notification, and a
 * click focuses an open CatRep window on the notification's link, or opens one.
 */
/* global self -- the service worker global */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const notification = message.notification ?? {};
  const link = (message.data && message.data.link) || '/notifications';
  event.waitUntil(
    self.registration.showNotification(notification.title || 'CatRep', {
      body: notification.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
