/**
 * /tags/:tag (README "Find cats like yours", Hashtags): the public posts holding a hashtag, newest
 * first, live (`useTagPosts`: a client query the rules allow — `tags array-contains`,
 * `visibility == 1`) and a page at a time; a post deleted or made private leaves at once. The tag
 * in the address is normalised as posts store it (`#CatURDAY` is `#caturday`); an address that is
 * no hashtag says so.
 */
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { normaliseTag } from '@catrep/model';
import { useTagPosts } from '@/data/feeds';
import { NextPage } from '@/ui/NextPage';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { PostList } from './PostList';
import './catshare.css';

export default function TagPage() {
  const { tag: raw = '' } = useParams();
  const tag = normaliseTag(raw.replace(/^[#＃]/, ''));
  const headingId = useId();
  useDocumentTitle(tag ? `#${tag}` : 'Hashtag');
  return (
    <section className="catshare tag-page" aria-labelledby={headingId}>
      <header className="page-header">
        <h1 id={headingId}>{tag ? `#${tag}` : 'Hashtag'}</h1>
      </header>
      {tag ? (
        <TagPosts key={tag} tag={tag} />
      ) : (
        <section className="card">
          <EmptyState title="This is not a hashtag.">
            <Link to="/cat-share">Go to CatShare</Link>
          </EmptyState>
        </section>
      )}
    </section>
  );
}

function TagPosts({ tag }: { tag: string }) {
  const list = useTagPosts(tag);
  const { status, items } = list;
  return (
    <div aria-busy={status === 'loading'}>
      {status === 'error' ? (
        <ListError message={`The posts with #${tag} could not be loaded.`} />
      ) : status === 'loading' ? (
        <Spinner label={`Loading the posts with #${tag}…`} />
      ) : (
        items.length === 0 &&
        list.done && (
          <section className="card">
            <EmptyState title={`No posts with #${tag} yet.`}>
              <p>Write #{tag} in a post on CatShare and it shows here.</p>
            </EmptyState>
          </section>
        )
      )}
      <PostList posts={status === 'success' ? items : []} />
      <NextPage list={list} label="Loading more posts…" />
    </div>
  );
}
