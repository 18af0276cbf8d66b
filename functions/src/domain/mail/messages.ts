/**
 * The texts of CatRep's mails: account verification and password reset, contact, and
 * the daily digest of unread notifications (README "Notifications"), and the data export's
 * ready notice (README "Leaving CatRep"), and a sighting of a lost cat (docs/product.md §10).
 */
import type { Mail } from './mailer.js';

export function verificationMail(to: string, firstname: string, link: string): Mail {
  return {
    to,
    subject: 'Validate your CatRep account',
    text: `Hello ${firstname},\n\nWelcome to CatRep! Please validate your account by opening this link:\n\n${link}\n\nIf you did not register, ignore this message.\n\nThe CatRep team`,
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your CatRep password',
    text: `Hello,\n\nSomebody asked to change the password of your CatRep account. To choose a new password, open this link:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nThe CatRep team`,
  };
}

export function contactMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string },
): Mail {
  return {
    to,
    replyTo: message.email,
    subject: `[CatRep contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
  };
}

/**
 * The daily digest: `lines` (text and link of each notification shown), `total` of them in all,
 * and the unsubscribe links (a page for people, a one-click URL for mail programs, RFC 8058).
 */
export function digestMail(
  to: string,
  lines: { text: string; url: string }[],
  total: number,
  unsubscribe: { page: string; oneClick: string },
): Mail {
  const more = total - lines.length;
  const list = lines.map((l) => `- ${l.text}\n  ${l.url}`).join('\n');
  return {
    to,
    subject:
      total === 1
        ? 'You have 1 unread notification on CatRep'
        : `You have ${total} unread notifications on CatRep`,
    text: `Hello,\n\nWhile you were away:\n\n${list}${more > 0 ? `\n\n…and ${more} more.` : ''}\n\nTo get no more of these mails, open this link:\n${unsubscribe.page}\n\nThe CatRep team`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * A data export is ready (README "Leaving CatRep", exporting one's data): the download `link`
 * (absolute; the link is the key, so it is for the CatRep alone) and until when it works.
 */
export function exportReadyMail(to: string, firstname: string, link: string, expiresAt: Date): Mail {
  return {
    to,
    subject: 'Your CatRep data is ready to download',
    text: `Hello${firstname ? ` ${firstname}` : ''},\n\nThe copy of your CatRep data you asked for is ready. Download it with this link until ${expiresAt.toUTCString()}:\n\n${link}\n\nAnyone with this link can download your data: do not share it. You can also download it from CatRep Settings while you are signed in.\n\nThe CatRep team`,
  };
}

/**
 * Someone saw the CatRep's lost cat (docs/product.md §10 Lost & Found): what they wrote, how to
 * reach them when they said, and the link to the poster, where every sighting is listed.
 */
export function sightingMail(
  to: string,
  firstname: string,
  sighting: { catName: string; name: string; contact: string; message: string; seenAt: string },
  link: string,
): Mail {
  const who = sighting.name || 'Someone';
  const reach = sighting.contact ? `\n\nYou can reach them at: ${sighting.contact}` : '';
  return {
    to,
    subject: `${who} saw ${sighting.catName}`,
    text: `Hello${firstname ? ` ${firstname}` : ''},\n\n${who} saw ${sighting.catName} (${sighting.seenAt}):\n\n${sighting.message}${reach}\n\nEvery sighting is on the poster:\n\n${link}\n\nThe CatRep team`,
  };
}
