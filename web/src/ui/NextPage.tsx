/**
 * The end of a paged list (docs/product.md §4 Lists, §9): the sentinel whose coming into view asks `list`
 * for its next page, and a spinner while that page is on its way.
 */
import { Spinner } from './Status';
import { useNextPageOnScroll, type NextPageList } from './useScrollSentinel';

export function NextPage({ list, label }: { list: NextPageList; label: string }) {
  const sentinel = useNextPageOnScroll(list);
  return (
    <>
      <div ref={sentinel} className="sentinel" aria-hidden="true" />
      {list.loadingMore && <Spinner label={label} />}
    </>
  );
}
