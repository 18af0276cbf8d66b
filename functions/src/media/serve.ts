/**
 * `GET /media/{path}`: serves files of the media store (SPEC §3: photos come from a separate
 * public base). Only GET and HEAD; unsafe paths and missing files are 404.
 */
import type { Request, Response } from 'express';
import { mediaStore, safePath } from './store.js';

export async function serveMedia(req: Request, res: Response): Promise<void> {
  const path = safePath(decodeURIComponent(req.path.replace(/^\/(media\/)?/, '')));
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).json({ code: 'method-not-allowed', message: 'Only GET is allowed' });
    return;
  }
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
