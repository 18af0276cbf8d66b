/**
 * Where a chat opens (docs/product.md §2 /cat-chat): in the CatChat of the CatRep's own cat in it,
 * chosen with `?chat=`. Kept apart from the screens so the top bar links to chats without loading
 * CatChat's code (README "Keeping first screens light").
 */
import { slug } from '@catrep/model';
import { sidesOf, type Chat } from '@/data/chats';

/** The path of `chat` as seen by `uid`'s cat. */
export function chatPath(chat: Chat, uid: string): string {
  const { mine } = sidesOf(chat, uid);
  return `/cat-chat/${mine}/${slug(chat.cats[mine]?.name ?? '') || 'cat'}?chat=${encodeURIComponent(chat.id)}`;
}
