/** The album viewer, loaded only when an entry is opened (`index` not null). */
import { lazy, Suspense, type ComponentProps } from 'react';

const AlbumViewer = lazy(() => import('./AlbumViewer'));

export function LazyAlbumViewer({
  index,
  ...props
}: Omit<ComponentProps<typeof AlbumViewer>, 'index'> & { index: number | null }) {
  if (index === null) return null;
  return (
    <Suspense fallback={null}>
      <AlbumViewer index={index} {...props} />
    </Suspense>
  );
}
