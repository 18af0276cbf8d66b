/**
 * What a report names (README "Trust and safety"): `item` is the reported thing's own API path
 * (model `REPORTABLE`). `reportedFor` reads it as the reporter may — only what they can read can be
 * reported, anything else is 404 — and answers its author and a snapshot of what it showed, so
 * moderators see a reported chat message without reading anyone's chats. A diary item in CatShare
 * is its CatBlog entry: reporting either names the entry.
 */
import {
  FeedType,
  mediaUrl,
  reportedItem,
  type AlbumPhoto,
  type PhotoRef,
  type ReportedKind,
  type ReportSnapshot,
  type UserSummary,
} from '@catrep/model';
import { callersChat } from '../chats/access.js';
import type { Caller } from '../../core/viewer.js';
import { notFound } from '../../core/errors.js';
import { iso } from '../serializers/time.js';
import { requireReachable } from '../../store/blocks.js';
import {
  blogs,
  catFiles,
  chatMessages,
  comments,
  favorites,
  feeds,
  lostReports,
  sightings,
  users,
} from '../../store/collections.js';
import { readCat, readOrNotFound } from '../../store/read.js';
import { canRead, postVisibility } from '../../store/visibility.js';

/** A reported thing as the API names it, with its author and what it showed. */
export interface Reported {
  item: string;
  kind: ReportedKind;
  ids: string[];
  authorId: string;
  snapshot: ReportSnapshot;
}

type Reporter = Caller & { kind: 'catrep' };

const nameOf = (user: Pick<UserSummary, 'firstname' | 'lastname'>) =>
  `${user.firstname} ${user.lastname}`.trim();
const photoOf = (photo: PhotoRef | null | undefined) => (photo ? mediaUrl(photo.path) : null);
const albumPhotoOf = (photo: AlbumPhoto | null | undefined) =>
  photo?.variants.length ? mediaUrl(photo.variants[photo.variants.length - 1].path) : null;

/** The name of CatRep `uid` (for snapshots of things that carry no author summary). */
async function authorName(uid: string): Promise<string> {
  const user = (await users.doc(uid).get()).data();
  return user ? nameOf(user) : '';
}

/** The cat `catId` and its diary, as `reporter` may read them (404 otherwise). */
async function readableEntry(reporter: Reporter, catId: string, blogId: string): Promise<Reported> {
  const cat = await readCat(catId);
  await requireReachable(reporter, cat.ownerId);
  if (!(await canRead(reporter, { visibility: cat.diaryType, ownerId: cat.ownerId }))) throw notFound();
  const entry = await readOrNotFound(blogs.of(catId).doc(blogId));
  if (entry.hidden && reporter.uid !== cat.ownerId) throw notFound();
  return {
    item: `/cats/${catId}/blogs/${blogId}`,
    kind: 'entry',
    ids: [catId, blogId],
    authorId: cat.ownerId,
    snapshot: {
      text: entry.content.message,
      photo: albumPhotoOf(entry.files[0]),
      authorId: cat.ownerId,
      authorName: nameOf(cat.owner),
      createdAt: iso(entry.createdAt),
    },
  };
}

/** Reads each kind of reportable thing as `reporter` may; 404 for what they cannot read. */
const readers: Record<ReportedKind, (reporter: Reporter, ids: string[]) => Promise<Reported>> = {
  async post(reporter, [postId]) {
    const post = await readOrNotFound(feeds.doc(postId));
    if (post.type === FeedType.diary && post.catId && post.blogId) {
      return readableEntry(reporter, post.catId, post.blogId);
    }
    if (!(await canRead(reporter, postVisibility(post)))) throw notFound();
    return {
      item: `/feeds/${postId}`,
      kind: 'post',
      ids: [postId],
      authorId: post.userId,
      snapshot: {
        text: post.content.message,
        photo: albumPhotoOf(post.content.files?.[0]),
        authorId: post.userId,
        authorName: nameOf(post.user),
        createdAt: iso(post.createdAt),
      },
    };
  },
  async comment(reporter, [postId, commentId]) {
    const post = await readOrNotFound(feeds.doc(postId));
    if (!(await canRead(reporter, postVisibility(post)))) throw notFound();
    const comment = await readOrNotFound(comments.of(postId).doc(commentId));
    if (comment.hidden && comment.userId !== reporter.uid) throw notFound();
    return {
      item: `/feeds/${postId}/comments/${commentId}`,
      kind: 'comment',
      ids: [postId, commentId],
      authorId: comment.userId,
      snapshot: {
        text: comment.content.message,
        photo: null,
        authorId: comment.userId,
        authorName: nameOf(comment.user),
        createdAt: iso(comment.createdAt),
      },
    };
  },
  entry: (reporter, [catId, blogId]) => readableEntry(reporter, catId, blogId),
  async 'cat-photo'(reporter, [catId, fileId]) {
    const cat = await readCat(catId);
    await requireReachable(reporter, cat.ownerId);
    const file = await readOrNotFound(catFiles.of(catId).doc(fileId));
    if (file.hidden && reporter.uid !== cat.ownerId) throw notFound();
    return {
      item: `/cats/${catId}/files/${fileId}`,
      kind: 'cat-photo',
      ids: [catId, fileId],
      authorId: cat.ownerId,
      snapshot: {
        text: file.title || file.url || '',
        photo: albumPhotoOf(file.photo),
        authorId: cat.ownerId,
        authorName: nameOf(cat.owner),
        createdAt: iso(file.createdAt),
      },
    };
  },
  async favorite(reporter, [uid, fileId]) {
    await requireReachable(reporter, uid);
    const favorite = await readOrNotFound(favorites.of(uid).doc(fileId));
    if (favorite.hidden && reporter.uid !== uid) throw notFound();
    return {
      item: `/users/${uid}/files/${fileId}`,
      kind: 'favorite',
      ids: [uid, fileId],
      authorId: uid,
      snapshot: {
        text: favorite.title,
        photo: albumPhotoOf(favorite.photo),
        authorId: uid,
        authorName: await authorName(uid),
        createdAt: iso(favorite.createdAt),
      },
    };
  },
  async message(reporter, [chatId, messageId]) {
    // Only the chat's two owners read its messages: anyone else finds nothing to report.
    const { chat } = await callersChat(reporter.uid, chatId).catch(() => {
      throw notFound();
    });
    const message = await readOrNotFound(chatMessages.of(chatId).doc(messageId));
    const cat = chat.cats[message.catId];
    return {
      item: `/chats/${chatId}/messages/${messageId}`,
      kind: 'message',
      ids: [chatId, messageId],
      authorId: message.userId,
      snapshot: {
        text: message.text,
        photo: null,
        authorId: message.userId,
        authorName: cat ? `${cat.name} (${nameOf(cat.owner)})` : await authorName(message.userId),
        createdAt: iso(message.createdAt),
      },
    };
  },
  async catrep(reporter, [uid]) {
    const user = await readOrNotFound(users.doc(uid));
    await requireReachable(reporter, uid);
    return {
      item: `/users/${uid}`,
      kind: 'catrep',
      ids: [uid],
      authorId: uid,
      snapshot: {
        text: [nameOf(user), user.city].filter(Boolean).join(', '),
        photo: photoOf(user.profilePhoto),
        authorId: uid,
        authorName: nameOf(user),
        createdAt: iso(user.createdAt),
      },
    };
  },
  async cat(reporter, [catId]) {
    const cat = await readCat(catId);
    await requireReachable(reporter, cat.ownerId);
    return {
      item: `/cats/${catId}`,
      kind: 'cat',
      ids: [catId],
      authorId: cat.ownerId,
      snapshot: {
        text: [cat.name, cat.breed].filter(Boolean).join(', '),
        photo: photoOf(cat.profilePhoto),
        authorId: cat.ownerId,
        authorName: nameOf(cat.owner),
        createdAt: iso(cat.createdAt),
      },
    };
  },
  async lost(reporter, [reportId]) {
    const report = await readOrNotFound(lostReports.doc(reportId));
    if (report.held === true && report.ownerId !== reporter.uid) throw notFound();
    await requireReachable(reporter, report.ownerId);
    return {
      item: `/lost/${reportId}`,
      kind: 'lost',
      ids: [reportId],
      authorId: report.ownerId,
      snapshot: {
        text: [report.cat.name, report.description].filter(Boolean).join(': '),
        photo: photoOf(report.cat.profilePhoto),
        authorId: report.ownerId,
        authorName: await authorName(report.ownerId),
        createdAt: iso(report.createdAt),
      },
    };
  },
  async sighting(reporter, [reportId, sightingId]) {
    // Only the cat's owner and the sender read a sighting: anyone else finds nothing to report.
    const sighting = await readOrNotFound(sightings.of(reportId).doc(sightingId));
    const owner = sighting.ownerId === reporter.uid && sighting.held !== true;
    if (!owner && sighting.by !== reporter.uid) throw notFound();
    return {
      item: `/lost/${reportId}/sightings/${sightingId}`,
      kind: 'sighting',
      ids: [reportId, sightingId],
      // A visitor's sighting has no CatRep behind it: there is nobody to suspend.
      authorId: sighting.by ?? '',
      snapshot: {
        text: sighting.message,
        photo: albumPhotoOf(sighting.photo),
        authorId: sighting.by ?? '',
        authorName: sighting.name,
        createdAt: iso(sighting.createdAt),
      },
    };
  },
};

/**
 * The thing `item` names, read as `reporter` may: its kind, ids, author and snapshot. 404 when it
 * does not exist or the reporter cannot read it (a diary item answers as its entry).
 */
export async function reportedFor(reporter: Reporter, item: string): Promise<Reported> {
  const named = reportedItem(item);
  if (!named) throw notFound();
  return readers[named.kind](reporter, named.ids);
}
