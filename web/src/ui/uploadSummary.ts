/**
 * One toast for a batch of photo uploads (CatAlog, CatBlog, My Favorites) instead of one per photo: how many of
 * how many were stored and, when some failed, why the first one did.
 */
import { toast } from './toast';

/** What a batch of uploads came to: photos stored, photos tried, the failures' messages. */
export interface UploadSummary {
  added: number;
  total: number;
  errors: string[];
}

/** '1 photo added', '3 photos added', or '2 of 3 photos added' when some failed. */
export function photosAdded({ added, total }: Pick<UploadSummary, 'added' | 'total'>): string {
  if (added === total) return total === 1 ? '1 photo added' : `${total} photos added`;
  return `${added} of ${total} photos added`;
}

/**
 * Raises the batch's one toast: `single` (the spec's wording) when its only photo was stored,
 * '3 photos added' when all were, else an error toast with the count and the first failure
 * (alone when the batch was one photo).
 */
export function toastUploadSummary(summary: UploadSummary, single: string): void {
  const [firstError] = summary.errors;
  if (firstError === undefined) toast.success(summary.total === 1 ? single : photosAdded(summary));
  else toast.error(summary.total === 1 ? firstError : `${photosAdded(summary)}. ${firstError}`);
}
