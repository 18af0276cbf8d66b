/** @catrep/model: the one model shared by web and functions (DESIGN §1 "One model"). */
export * from './codes.js';
export * from './messages.js';
export * from './text.js';
export * from './fields.js';
export * from './users.js';
export * from './cats.js';
export * from './feeds.js';
export * from './feed-requests.js';
export * from './documents.js';
export * from './dates.js';
export * from './errors.js';
export * from './album.js';
export * from './chats.js';
export * from './chat-requests.js';
export * from './blogs.js';
export * from './timeline.js';
export * from './safety.js';
