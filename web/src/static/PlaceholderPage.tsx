/** A placeholder for screens that later issues build (CatShare, New CatReps, CatAlog, …). */
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <article className="card">
      <h1>{title}</h1>
      <p>This part of CatRep is coming soon.</p>
      <p>
        <Link to="/information">Back to my profile</Link>
      </p>
    </article>
  );
}
