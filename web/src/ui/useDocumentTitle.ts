/**
 * The browser tab title: the current screen ('My Cats · CatRep'; an empty title, e.g. while the
 * page's data loads, leaves just 'CatRep'), led by the unread chat count when there is one
 * ('(2) My Cats · CatRep', docs/product.md §2 Chrome unread badge).
 */
import { useEffect } from 'react';

export const APP_NAME = 'CatRep';

let screenTitle = '';
let badge = 0;

export function documentTitle(title?: string, count = 0): string {
  const base = title ? `${title} · ${APP_NAME}` : APP_NAME;
  return count > 0 ? `(${count}) ${base}` : base;
}

const write = () => {
  document.title = documentTitle(screenTitle, badge);
};

/** Sets the screen's part of the tab title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    screenTitle = title ?? '';
    write();
  }, [title]);
}

/** Puts `count` (unread chats) in front of the tab title; 0 removes it. */
export function useTitleBadge(count: number): void {
  useEffect(() => {
    badge = count;
    write();
    return () => {
      badge = 0;
      write();
    };
  }, [count]);
}
