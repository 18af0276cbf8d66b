/**
 * CatChat's calls in the OpenAPI document (docs/product.md §7 CatChat; routers in
 * functions/src/routes/chats/): chats between two cats and their messages.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { readChatRequest, sendMessageRequest, startChatRequest } from '@catrep/model';
import { z } from 'zod';
import {
  addRoute,
  pageQuery,
  photoRef,
  isoTime,
  NO_SUCH_CAT,
  resource,
  type RouteSpec,
  userSummary,
} from './registry.js';

/** A chatting cat (`ChatCat`, @catrep/model chats.ts): its card and its CatRep. */
const chatCat = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    profilePhoto: photoRef.nullable(),
    ownerId: z.string(),
    owner: userSummary,
  })
  .meta({ id: 'ChatCat' });
/** A chat (`ChatJson`, domain/serializers/chats.ts). */
const chat = resource('Chat', 'A CatChat between two cats, with its last message and unread counts.', {
  fromCat: chatCat,
  toCat: chatCat,
  fromUnreadCount: z.number().int(),
  toUnreadCount: z.number().int(),
  lastMessage: z.object({ text: z.string(), catId: z.string(), createdAt: isoTime }).nullable(),
  updatedAt: isoTime,
});
/** A message (`ChatMessageJson`). */
const chatMessage = resource('ChatMessage', 'A CatChat message.', {
  text: z.string(),
  catId: z.string(),
  createdAt: isoTime,
});

const notMember = "Not one of the chat's owners.";

const routes: RouteSpec[] = [
  {
    method: 'post',
    path: '/chats',
    summary: 'Open the chat between one of one’s cats and a CatMate’s cat (or answer the existing one).',
    doc: '§7 CatChat',
    access: 'verified',
    body: startChatRequest,
    ok: { 200: chat, 201: chat },
    errors: {
      400: "The same cat twice ('same-cat').",
      403: "Not one's cat, a cat that passed away, or owners not connected ('not-your-cat', 'cat-passed-away', 'not-connected').",
      404: NO_SUCH_CAT,
    },
  },
  {
    method: 'get',
    path: '/chats',
    summary: "The caller's chats, of one cat (catId) or all (userId = one's uid).",
    doc: '§7 CatChat',
    access: 'verified',
    query: z.object({
      catId: z.string().min(1).max(128).optional(),
      userId: z.string().min(1).max(128).optional(),
      unread: z.enum(['true', 'false']).optional(),
    }),
    ok: { 200: z.array(chat) },
    errors: { 403: "Another CatRep's chats.", 404: NO_SUCH_CAT },
  },
  {
    method: 'get',
    path: '/chats/:id/last-message',
    summary: "The chat's last message.",
    doc: '§7 CatChat',
    access: 'verified',
    ok: {
      200: z
        .object({ text: z.string(), createdAt: isoTime })
        .nullable()
        .meta({ id: 'ChatLastMessage', description: 'The last message, or null before the first.' }),
    },
    errors: { 403: notMember },
  },
  {
    method: 'post',
    path: '/chats/:id/read',
    summary: "Mark the chat read for one's cat.",
    doc: '§7 CatChat',
    access: 'verified',
    body: readChatRequest,
    ok: { 200: chat },
    errors: { 403: `${notMember} Or the cat is not one's own ('not-your-cat').` },
  },
  {
    method: 'get',
    path: '/chats/:id/messages',
    summary: "A page of the chat's messages, newest first (from: a date to start before).",
    doc: '§7 CatChat',
    access: 'verified',
    query: z.object({ ...pageQuery.shape, from: z.string().optional() }),
    ok: { 200: z.array(chatMessage) },
    paged: true,
    errors: { 403: notMember },
  },
  {
    method: 'post',
    path: '/chats/:id/messages',
    summary: 'Send a message as one of the two cats.',
    doc: '§7 CatChat',
    access: 'verified',
    body: sendMessageRequest,
    ok: { 201: chatMessage },
    errors: {
      403: "Not one's cat in the chat, the chat is closed, or the owners are no longer connected ('not-your-cat', 'chat-closed', 'not-connected').",
    },
  },
];

/** Registers CatChat's paths. */
export function registerChatPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'CatChat', route);
}
