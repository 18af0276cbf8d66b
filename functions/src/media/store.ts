/**
 * The media store (docs/architecture.md §1 Media): one small interface, Cloud Storage in production and the
 * local disk under `emulator-data/media/` on the emulators (the Storage emulator cannot run
 * offline). Paths look like `users/{uid}/{fileId}.jpg`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { onEmulators } from '../core/firebase.js';
import { emulatorData } from '../core/paths.js';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface MediaStore {
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(path: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(path: string): Promise<void>;
  /**
   * Removes every file under `folder` (e.g. `cats/{catId}`: everything stored for one cat); a
   * missing folder is not an error.
   */
  removeFolder(folder: string): Promise<void>;
}

/** Rejects paths that could leave the store (`..`, absolute paths, backslashes). */
export function safePath(path: string): string | null {
  if (!/^[A-Za-z0-9_\-/.]+$/.test(path) || path.startsWith('/')) return null;
  const clean = normalize(path);
  if (clean.startsWith('..') || clean.split(sep).includes('..')) return null;
  return clean;
}

const contentTypeOf = (path: string) =>
  path.endsWith('.jpg') ? 'image/jpeg' : path.endsWith('.png') ? 'image/png' : 'application/octet-stream';

class DiskStore implements MediaStore {
  constructor(private readonly root: string) {}
  private file(path: string) {
    const clean = safePath(path);
    if (!clean) throw new Error(`Unsafe media path: ${path}`);
    return join(this.root, clean);
  }
  async put(path: string, data: Buffer) {
    const file = this.file(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  }
  async get(path: string) {
    try {
      return { data: await readFile(this.file(path)), contentType: contentTypeOf(path) };
    } catch {
      return null;
    }
  }
  async remove(path: string) {
    await rm(this.file(path), { force: true });
  }
  async removeFolder(folder: string) {
    await rm(this.file(folder), { recursive: true, force: true });
  }
}

class CloudStorageStore implements MediaStore {
  private bucket = getStorage().bucket();
  async put(path: string, data: Buffer, contentType: string) {
    await this.bucket.file(path).save(data, { contentType, resumable: false });
  }
  async get(path: string) {
    const file = this.bucket.file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [data] = await file.download();
    return { data, contentType: contentTypeOf(path) };
  }
  async remove(path: string) {
    await this.bucket.file(path).delete({ ignoreNotFound: true });
  }
  async removeFolder(folder: string) {
    await this.bucket.deleteFiles({ prefix: `${folder.replace(/\/+$/, '')}/` });
  }
}

let store: MediaStore | null = null;
/** The media store for this environment. */
export function mediaStore(): MediaStore {
  store ??= onEmulators ? new DiskStore(emulatorData('media')) : new CloudStorageStore();
  return store;
}
