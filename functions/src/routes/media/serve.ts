/**
 * `GET /media/{path}`: serves files of the media store (docs/product.md §3: photos come from a separate
 * public base). Only GET and HEAD; only the folders the product writes photos to (MEDIA_PREFIXES)
 * and only its JPEGs, so nothing else kept in the bucket is ever served. Unsafe or malformed
 * paths (a bad `%` escape too) and missing files are 404.
 */
import type { Request, Response } from 'express';
import { mediaStore, safePath } from '../../store/media.js';

/**
 * Where the product stores photos: `users/{uid}/…` (profile photos, My Favorites),
 * `cats/{catId}/…` (cat photos, CatAlog and CatBlog entries), `feeds/{feedId}/…` (post photos).
 */
const MEDIA_PREFIXES = ['users/', 'cats/', 'feeds/'] as const;

/** The media path of a request, or null when it is not one /media serves. */
export function servedPath(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.replace(/^\/(media\/)?/, ''));
  } catch {
    return null; // a malformed % escape names nothing
  }
  const path = safePath(decoded);
  if (!path || !path.endsWith('.jpg')) return null;
  return MEDIA_PREFIXES.some((prefix) => path.startsWith(prefix)) ? path : null;
}

export async function serveMedia(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).json({ code: 'method-not-allowed', message: 'Only GET is allowed' });
    return;
  }
  const path = servedPath(req.path);
  const file = path ? await mediaStore().get(path) : null;
  if (!file) {
    res.status(404).json({ code: 'not-found', message: 'Not found' });
    return;
  }
  res.set('Content-Type', file.contentType);
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  res.set('X-Content-Type-Options', 'nosniff');
  res.send(file.data);
}
