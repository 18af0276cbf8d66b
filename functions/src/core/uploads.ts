/**
 * An uploaded file as the domain sees it, apart from how it travelled: the API reads it from a
 * multipart request (http/upload.ts); the photo pipeline stores it (domain/media/upload-photo.ts).
 */

/** One uploaded file with the text fields sent beside it. */
export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimeType: string;
  /** The text fields of the form (a field sent twice keeps its last value). */
  fields: Record<string, string>;
}

/**
 * Reads the upload when called, so that checks which need no file (ownership, quotas) answer
 * first. Rejects with a 400 carrying `failureMessage` when the upload is missing or unreadable.
 */
export type Upload = (failureMessage: string) => Promise<UploadedFile>;
