/** The public static pages of docs/product.md §2: /about, /guide, /terms, /privacy. */
import type { ComponentType } from 'react';
import { AboutText, GuideText, PrivacyText, TermsText } from './texts';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import type { StaticPageName } from './pageNames';

const pages: Record<StaticPageName, { title: string; Body: ComponentType }> = {
  about: { title: 'About CatRep', Body: AboutText },
  guide: { title: 'CatRep user guide', Body: GuideText },
  terms: { title: 'Terms and Conditions', Body: TermsText },
  privacy: { title: 'Privacy Policy', Body: PrivacyText },
};

export function StaticPage({ page }: { page: StaticPageName }) {
  const { title, Body } = pages[page];
  useDocumentTitle(title);
  return (
    <article className="card prose">
      <h1>{title}</h1>
      <Body />
    </article>
  );
}
