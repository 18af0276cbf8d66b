/**
 * Reading one multipart file (field `file`) and its text fields (e.g. a caption `title`) from a
 * request with busboy. Cloud Functions hands us the body already read (`req.rawBody`); elsewhere
 * the request stream is piped.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_ALT_LENGTH, MAX_UPLOAD_BYTES } from '@catrep/model';
import type { Upload, UploadedFile } from '../core/uploads.js';
import { badRequest } from '../core/errors.js';

/**
 * Longest text field read beside the file, in bytes: a post photo's alt text of MAX_ALT_LENGTH
 * characters (graphemes, model `textLine`) of four bytes each in UTF-8, an emoji's.
 */
const MAX_FIELD_BYTES = 4 * MAX_ALT_LENGTH + 512;

/**
 * What a field cut at MAX_FIELD_BYTES is handed on with: more characters than any field may hold,
 * so its schema refuses it with the field's own length message, never the upload's, and a cut
 * value is never taken as if it were whole.
 */
const CUT = '…'.repeat(MAX_ALT_LENGTH + 1);

/**
 * The `file` part of a multipart request, at most 10 MB, with the text fields sent beside it.
 * Throws HttpError 400 with `failureMessage` (the spec's upload error) for a missing file, a
 * larger one, an overlong text field or a malformed body.
 */
export function readUpload(req: Request, failureMessage: string): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(badRequest(failureMessage, 'upload-failed'));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, fieldSize: MAX_FIELD_BYTES, files: 1, fields: 20, parts: 25 },
      });
    } catch {
      return fail();
    }
    let file: Omit<UploadedFile, 'fields'> | null = null;
    let tooLarge = false;
    const fields: Record<string, string> = {};
    parser.on('field', (name, value, info) => {
      fields[name] = info.valueTruncated ? value + CUT : value;
    });
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
    parser.on('close', () =>
      file && !tooLarge && file.data.length > 0 ? resolve({ ...file, fields }) : fail(),
    );
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}

/** The upload of `req`, read when the domain asks for it (core/uploads.ts). */
export const uploadOf =
  (req: Request): Upload =>
  (failureMessage) =>
    readUpload(req, failureMessage);
