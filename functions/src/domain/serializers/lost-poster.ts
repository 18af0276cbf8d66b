/**
 * The link preview of a lost cat's poster (docs/product.md §10 The poster; docs/architecture.md §1
 * "Link previews of our own pages"): messengers and other networks read Open Graph and Twitter
 * card tags from a page's HTML and run no script, so `/lost/{id}` answers the app's own
 * `index.html` with those tags written into its head — the cat's photo and name, when and near
 * where it was last seen — and the app takes over in the browser as on any other page.
 */
import { lostMessages, lostPosterPath, mediaUrl, type LostReportDoc } from '@catrep/model';
import { iso } from './time.js';

/** `text` safe inside an HTML attribute or element. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The media path of the report's best photo for a preview: the profile photo, else the largest album photo. */
function previewPhoto(report: LostReportDoc): string | null {
  if (report.cat.profilePhoto) return report.cat.profilePhoto.path;
  const variants = report.cat.photos[0]?.variants ?? [];
  return variants.length ? variants.reduce((a, b) => (b.width > a.width ? b : a)).path : null;
}

/** The title and description a preview of report `report` shows. */
export function posterSummary(report: LostReportDoc): { title: string; description: string } {
  const name = report.cat.name;
  if (report.status === 'found') {
    return { title: `${name} is home`, description: `${lostMessages.foundPoster} ${name} was found.` };
  }
  const seen = iso(report.lastSeenAt);
  const day = seen ? new Date(seen).toUTCString().slice(0, 16) : '';
  const where = report.placeText ? ` near ${report.placeText}` : '';
  return {
    title: `Lost: ${name}`,
    description: `${name} was last seen${day ? ` on ${day}` : ''}${where}. Have you seen this cat? Tell the owner on CatRep.`,
  };
}

/**
 * `shell` (the app's index.html) with the preview tags of report `reportId` (null: no such report,
 * a plain page) written before `</head>` and its title in `<title>`. `origin` is the app's public
 * address (absolute URLs for the crawlers).
 */
export function posterHtml(
  shell: string,
  origin: string,
  reportId: string,
  report: LostReportDoc | null,
): string {
  if (!report) return shell;
  const { title, description } = posterSummary(report);
  const photo = previewPhoto(report);
  const image = photo ? `${origin}${mediaUrl(photo)}` : `${origin}/icons/icon-512.png`;
  const url = `${origin}${lostPosterPath(reportId)}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'CatRep'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', `A photo of ${report.cat.name}`],
    ['property', 'og:url', url],
    ['name', 'twitter:card', photo ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const head = tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} · CatRep`)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `${head}<link rel="canonical" href="${escapeHtml(url)}" /></head>`);
}
