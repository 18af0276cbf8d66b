/**
 * The media store (docs/architecture.md §1 Media): one small interface, Cloud Storage in production and the
 * local disk under `emulator-data/media/` on the emulators (the Storage emulator cannot run
 * offline). Paths look like `users/{uid}/{fileId}.jpg`; data export archives are kept at
 * `exports/{uid}/{exportId}.zip` (README "Leaving CatRep"), which /media never serves.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { dirname, join, normalize, sep } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { onEmulators } from '../core/firebase.js';
import { emulatorData } from '../core/paths.js';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/** A stored file opened for reading: its bytes as a stream, its size in bytes and its type. */
export interface FileStream {
  stream: Readable;
  size: number;
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
  /**
   * A stream writing the file at `path` (created or replaced) as it is fed, never holding it
   * whole (e.g. an export archive, README "Leaving CatRep"). The file appears, complete, once the
   * stream finished; a stream destroyed before leaves the old file (or none). Resolves once the
   * stream may be written to.
   */
  writeStream(path: string, contentType: string): Promise<Writable>;
  /** The file at `path` as a stream with its size, or null when there is none. */
  readStream(path: string): Promise<FileStream | null>;
}

/** Rejects paths that could leave the store (`..`, absolute paths, backslashes). */
export function safePath(path: string): string | null {
  if (!/^[A-Za-z0-9_\-/.]+$/.test(path) || path.startsWith('/')) return null;
  const clean = normalize(path);
  if (clean.startsWith('..') || clean.split(sep).includes('..')) return null;
  return clean;
}

const contentTypeOf = (path: string) =>
  path.endsWith('.jpg')
    ? 'image/jpeg'
    : path.endsWith('.png')
      ? 'image/png'
      : path.endsWith('.zip')
        ? 'application/zip'
        : 'application/octet-stream';

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
  async writeStream(path: string) {
    const file = this.file(path);
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed once complete, as Cloud Storage shows an object only once whole:
    // a reader never sees a partial file, and of two writers the last to finish wins.
    const part = `${file}.${randomUUID()}.part`;
    const out = createWriteStream(part);
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => out.write(chunk, (e) => done(e ?? null)),
      final: (done) => {
        out.end(() => {
          rename(part, file).then(() => done(), done);
        });
      },
      destroy: (error, done) => {
        out.destroy();
        rm(part, { force: true }).then(
          () => done(error),
          () => done(error),
        );
      },
    });
    out.on('error', (e) => stream.destroy(e));
    return stream;
  }
  async readStream(path: string) {
    const file = this.file(path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(path) };
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
  async writeStream(path: string, contentType: string) {
    // Resumable: an archive may be large; a failed upload leaves no object behind.
    return this.bucket.file(path).createWriteStream({ contentType, resumable: true });
  }
  async readStream(path: string) {
    const file = this.bucket.file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [meta] = await file.getMetadata();
    return {
      stream: file.createReadStream(),
      size: Number(meta.size ?? 0),
      contentType: contentTypeOf(path),
    };
  }
}

let store: MediaStore | null = null;
/** The media store for this environment. */
export function mediaStore(): MediaStore {
  store ??= onEmulators ? new DiskStore(emulatorData('media')) : new CloudStorageStore();
  return store;
}
