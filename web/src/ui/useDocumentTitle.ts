/**
 * Sets the browser tab title for the current screen ('My Cats · CatRep'); an empty title (e.g.
 * while the page's data loads) leaves just 'CatRep'.
 */
import { useEffect } from 'react';

export const APP_NAME = 'CatRep';

export function documentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
