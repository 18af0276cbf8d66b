/**
 * Reading one multipart file (field `file`) from a request with busboy. Cloud Functions hands us
 * the body already read (`req.rawBody`); elsewhere the request stream is piped.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES } from '@catrep/model';
import { badRequest } from './errors.js';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimeType: string;
}

/**
 * The `file` part of a multipart request, at most 10 MB. Throws HttpError 400 with
 * `failureMessage` (the spec's upload error) for a missing file, a larger one or a malformed body.
 */
export function readUpload(req: Request, failureMessage: string): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(badRequest(failureMessage, 'upload-failed'));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 },
      });
    } catch {
      return fail();
    }
    let file: UploadedFile | null = null;
    let tooLarge = false;
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('close', () => {
        file = { data: Buffer.concat(chunks), filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('error', fail);
    parser.on('close', () => (file && !tooLarge && file.data.length > 0 ? resolve(file) : fail()));
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
