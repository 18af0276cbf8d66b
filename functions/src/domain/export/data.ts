/**
 * What a CatRep's data export holds (README "Leaving CatRep", exporting one's data; GDPR art. 20):
 * everything the CatRep wrote or owns, read with the Admin SDK, as the `catrep.json` object and
 * the list of their own photos to copy into `media/`. Nothing of anyone else is included: not
 * others' comments on their posts, others' chat messages, or anything they could not read — only
 * the cards (id and name) the CatRep's own documents already hold of the CatReps and cats they
 * are about.
 *
 * Input: a uid. Output: `{ json, media, email, firstname }` — `media` pairs a media-store path (the
 * largest stored size of each photo: a PhotoRef's `path`, an AlbumPhoto's last variant) with a
 * readable name in the archive, e.g. `media/cats/Misty-{catId}/catalog/Nap-{fileId}.jpg`; each
 * item of `json` with photos names its files in `mediaFiles`. Dates are ISO 8601.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  careSettingsOf,
  notificationSettingsOf,
  otherCatOf,
  type AlbumPhoto,
  type CatDoc,
  type PhotoRef,
} from '@catrep/model';
import { albumEntryJson } from '../serializers/album.js';
import { blogJson } from '../serializers/blogs.js';
import { careEntryJson } from '../serializers/care.js';
import { catJson } from '../serializers/cats.js';
import { chatMessageJson } from '../serializers/chats.js';
import { commentJson, feedJson } from '../serializers/feeds.js';
import { iso } from '../serializers/time.js';
import { lostReportJson, sightingJson } from '../serializers/lost.js';
import { userJson } from '../serializers/users.js';
import {
  accountRef,
  blocks,
  blogs,
  careEntries,
  careSettingsRef,
  catFiles,
  cats,
  chatMessages,
  chats,
  comments,
  favorites,
  feeds,
  likes,
  lostReports,
  mutes,
  sightings,
  areas,
  notificationSettingsRef,
  relations,
  saved,
  tagUses,
  users,
} from '../../store/collections.js';
import { countsOfMany } from '../../store/counters.js';

/** One photo to copy: its media-store path and its name inside the archive. */
export interface ExportMedia {
  path: string;
  name: string;
}

export interface ExportContents {
  /** The `catrep.json` object. */
  json: Record<string, unknown>;
  media: ExportMedia[];
  /** Where to mail the ready notice (the account's email; null without an account document). */
  email: string | null;
  firstname: string;
}

/** A file-name-safe form of `text` (letters, digits, `-`), at most 40 characters; '' when none. */
export function fileSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** `{title}-{id}` when there is a usable title, else `{id}`. */
const named = (title: string, id: string) => (fileSafe(title) ? `${fileSafe(title)}-${id}` : id);
/** The largest stored size of an album photo (variants go smallest first). */
const largest = (photo: AlbumPhoto | null | undefined) => photo?.variants.at(-1)?.path ?? null;
/** The day part of an ISO date, for names ('' when unknown). */
const day = (isoDate: string | null) => (isoDate ? `${isoDate.slice(0, 10)}-` : '');

/** Collects photos as they are met, each under a unique archive name. */
class MediaList {
  readonly items: ExportMedia[] = [];
  private readonly names = new Set<string>();
  /** Adds `path` (when there is one) as `name` + `.jpg`; resolves the archive names added. */
  add(path: string | null | undefined, name: string): string[] {
    if (!path) return [];
    let unique = `media/${name}.jpg`;
    for (let n = 2; this.names.has(unique); n++) unique = `media/${name}-${n}.jpg`;
    this.names.add(unique);
    this.items.push({ path, name: unique });
    return [unique];
  }
}

/** The folder of a cat's photos: `cats/{Name}-{catId}`. */
const catFolder = (id: string, cat: CatDoc) => `cats/${named(cat.name, id)}`;

/** A cat with its CatAlog and CatBlog, and their photos added to `media`. */
async function catWithAlbum(snap: DocumentSnapshot<CatDoc>, uid: string, media: MediaList) {
  const cat = snap.data()!;
  const folder = catFolder(snap.id, cat);
  const [files, entries, care] = await Promise.all([
    catFiles.of(snap.id).get(),
    blogs.of(snap.id).get(),
    careEntries.of(snap.id).orderBy('date').get(),
  ]);
  const { isMine: _mine, ...json } = catJson(snap, uid);
  return {
    ...json,
    mediaFiles: media.add((cat.profilePhoto as PhotoRef | null)?.path, `${folder}/profile-photo`),
    catalog: files.docs.map((f) => ({
      ...albumEntryJson(f),
      mediaFiles: media.add(largest(f.data().photo), `${folder}/catalog/${named(f.data().title, f.id)}`),
    })),
    diary: entries.docs.map((e) => {
      const entry = blogJson(e);
      return {
        ...entry,
        mediaFiles: entry.files.flatMap((photo, i) =>
          media.add(largest(photo), `${folder}/diary/${day(entry.createdAt)}${e.id}-${i + 1}`),
        ),
      };
    }),
    // Care entries, oldest first (README "Care and the cat's days"); weights in grams.
    care: care.docs.map(careEntryJson),
  };
}

/** The CatRep's posts (CatShare items, diary items included) with their counts and photos. */
async function postsOf(uid: string, media: MediaList) {
  const snap = await feeds.where('userId', '==', uid).get();
  const counts = await countsOfMany(snap.docs.map((d) => d.id));
  return snap.docs.map((d) => {
    const post = feedJson(d, counts.get(d.id));
    const content = d.data().content;
    // A diary item's photos are its entry's, already under its cat.
    const photos = d.data().type === 5 ? [] : (content.files ?? []);
    const mediaFiles = photos.flatMap((photo, i) =>
      media.add(largest(photo), `posts/${day(post.createdAt)}${d.id}-${i + 1}`),
    );
    return { ...post, content, mediaFiles };
  });
}

/** The messages the CatRep's cats wrote, in every chat the CatRep is in, with the chat's cats. */
async function chatMessagesOf(uid: string) {
  const list = await chats.where('ownerIds', 'array-contains', uid).get();
  const perChat = await Promise.all(
    list.docs.map(async (chat) => {
      const c = chat.data();
      const written = await chatMessages.of(chat.id).where('userId', '==', uid).get();
      const names = Object.fromEntries(Object.entries(c.cats).map(([id, cat]) => [id, cat.name]));
      return written.docs.map((m) => {
        const message = chatMessageJson(m);
        const other = otherCatOf(c, message.catId);
        return {
          chatId: chat.id,
          ...message,
          catName: names[message.catId] ?? null,
          toCat: { id: other, name: names[other] ?? null },
        };
      });
    }),
  );
  return perChat.flat();
}

/**
 * The CatRep's Lost & Found: their area's cell, their lost cats' reports (with how many sightings
 * came in: the sightings themselves are their finders' words) and the sightings they sent, with
 * those sightings' photos.
 */
async function lostAndFoundOf(uid: string, media: MediaList) {
  const [area, reports, sent] = await Promise.all([
    areas.doc(uid).get(),
    lostReports.where('ownerId', '==', uid).get(),
    sightings.group().where('by', '==', uid).get(),
  ]);
  return {
    area: area.exists ? { geohash: area.data()!.geohash, updatedAt: iso(area.data()!.updatedAt) } : null,
    reports: reports.docs.map((r) => {
      const { isMine: _mine, ...report } = lostReportJson(r.id, r.data(), uid);
      return report;
    }),
    sightingsSent: sent.docs.map((d) => ({
      ...sightingJson(d.id, d.data()),
      mediaFiles: media.add(largest(d.data().photo), `sightings/${d.id}`),
    })),
  };
}

/**
 * Everything `uid` wrote or owns, for the export (module comment). Cats being deleted are left out
 * (they are gone for everyone, README "Trust and safety").
 */
export async function collectExport(uid: string): Promise<ExportContents> {
  const media = new MediaList();
  const [
    profile,
    account,
    settings,
    careSettings,
    rels,
    blocked,
    muted,
    ownCats,
    faves,
    written,
    liked,
    kept,
    used,
  ] = await Promise.all([
    users.doc(uid).get(),
    accountRef(uid).get(),
    notificationSettingsRef(uid).get(),
    careSettingsRef(uid).get(),
    relations.of(uid).get(),
    blocks.of(uid).get(),
    mutes.of(uid).get(),
    cats.where('ownerId', '==', uid).get(),
    favorites.of(uid).get(),
    comments.group().where('userId', '==', uid).get(),
    likes.group().where('userId', '==', uid).get(),
    saved.of(uid).orderBy('createdAt', 'desc').get(),
    tagUses.where('uid', '==', uid).get(),
  ]);
  const user = profile.exists ? userJson(profile) : null;
  const acc = account.data();
  const card = (d: { userId: string; user: { firstname: string; lastname: string } }) => ({
    userId: d.userId,
    name: `${d.user.firstname} ${d.user.lastname}`.trim(),
  });
  const catList = await Promise.all(
    ownCats.docs.filter((c) => c.data().deleting !== true).map((c) => catWithAlbum(c, uid, media)),
  );
  const json = {
    format: 'CatRep data export 1',
    exportedAt: new Date().toISOString(),
    profile: user && {
      ...user,
      mediaFiles: media.add(profile.data()?.profilePhoto?.path, 'profile/profile-photo'),
    },
    settings: {
      email: acc?.email ?? null,
      birthdate: acc?.birthdate ?? null,
      timeZone: acc?.timeZone ?? null,
      notifications: notificationSettingsOf(settings.data()),
      care: careSettingsOf(careSettings.data()),
    },
    connections: rels.docs.map((r) => ({
      ...card(r.data()),
      state: r.data().state,
      createdAt: iso(r.data().createdAt),
      updatedAt: iso(r.data().updatedAt),
    })),
    blocks: blocked.docs.map((b) => ({ ...card(b.data()), createdAt: iso(b.data().createdAt) })),
    mutes: muted.docs.map((m) => ({ ...card(m.data()), createdAt: iso(m.data().createdAt) })),
    cats: catList.filter((c) => c.alive),
    catchies: catList.filter((c) => !c.alive),
    posts: await postsOf(uid, media),
    comments: written.docs.map((c) => ({
      ...commentJson(c),
      content: c.data().content,
      postId: c.ref.parent.parent?.id ?? null,
    })),
    likes: liked.docs.map((l) => ({ postId: l.data().feedId, createdAt: iso(l.data().createdAt) })),
    savedPosts: kept.docs.map((k) => ({ postId: k.data().feedId, createdAt: iso(k.data().createdAt) })),
    hashtagUses: used.docs.map((u) => ({ tag: u.data().tag, day: u.data().day, postIds: u.data().feedIds })),
    chatMessages: await chatMessagesOf(uid),
    favorites: faves.docs.map((f) => ({
      ...albumEntryJson(f),
      mediaFiles: media.add(largest(f.data().photo), `favorites/${named(f.data().title, f.id)}`),
    })),
    lostAndFound: await lostAndFoundOf(uid, media),
  };
  return { json, media: media.items, email: acc?.email ?? null, firstname: user?.firstname ?? '' };
}
