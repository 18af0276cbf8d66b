/** The public static pages of docs/product.md §2: /about, /guide, /terms, /privacy. */
import { AboutText, GuideText, PrivacyText, TermsText } from './texts';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

const pages = {
  about: { title: 'About CatRep', Body: AboutText },
  guide: { title: 'CatRep user guide', Body: GuideText },
  terms: { title: 'Terms and Conditions', Body: TermsText },
  privacy: { title: 'Privacy Policy', Body: PrivacyText },
} as const;

export function StaticPage({ page }: { page: keyof typeof pages }) {
  const { title, Body } = pages[page];
  useDocumentTitle(title);
  return (
    <article className="card prose">
      <h1>{title}</h1>
      <Body />
    </article>
  );
}
