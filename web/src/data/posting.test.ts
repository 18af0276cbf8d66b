import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedType } from '@catrep/model';

// The REST client is mocked: these check what each call sends, in which order.
const api = vi.hoisted(() => ({
  post: vi.fn(),
  put: vi.fn(),
  upload: vi.fn(),
  request: vi.fn(),
}));
vi.mock('@/lib/api', () => ({
  api: { post: api.post, put: api.put, upload: api.upload },
  request: api.request,
  refusalMessage: (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback),
}));

const { addPost, editPost, removeCatFromPost, uploadPostPhotos } = await import('./posting');

const file = (name: string) => new File([name], name, { type: 'image/jpeg' });

describe('post writes (README "CatShare")', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates a photo post naming its cats, then uploads its photos in order with position and alt', async () => {
    api.post.mockResolvedValue({ id: 'p1' });
    api.upload
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new Error('Too big'))
      .mockResolvedValueOnce({});
    const [a, b, c] = [file('a.jpg'), file('b.jpg'), file('c.jpg')];
    const added = await addPost({ type: FeedType.photo, message: '', cats: ['c1', 'c2'] }, [
      { file: a, alt: 'Mimi' },
      { file: b, alt: '' },
      { file: c, alt: 'Tom' },
    ]);
    expect(api.post).toHaveBeenCalledWith('/feeds', {
      type: FeedType.photo,
      content: JSON.stringify({ message: '' }),
      cats: [{ id: 'c1' }, { id: 'c2' }],
    });
    expect(api.upload.mock.calls).toEqual([
      ['POST', '/feeds/p1/files', a, { alt: 'Mimi', position: '0' }],
      ['POST', '/feeds/p1/files', b, { alt: '', position: '1' }],
      ['POST', '/feeds/p1/files', c, { alt: 'Tom', position: '2' }],
    ]);
    expect(added).toEqual({ id: 'p1', failed: [{ position: 1, message: 'Too big' }] });
  });

  it('sends no cats when none are named, and uploads nothing for a text share', async () => {
    api.post.mockResolvedValue({ id: 'p2' });
    expect(await addPost({ type: FeedType.share, message: 'Hi' })).toEqual({ id: 'p2', failed: [] });
    expect(api.post).toHaveBeenCalledWith('/feeds', { type: FeedType.share, content: '{"message":"Hi"}' });
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads again only the photos given, at their places', async () => {
    api.upload.mockResolvedValue({});
    const b = file('b.jpg');
    expect(await uploadPostPhotos('p1', [{ file: b, alt: 'Tom', position: 4 }])).toEqual([]);
    expect(api.upload).toHaveBeenCalledWith('POST', '/feeds/p1/files', b, { alt: 'Tom', position: '4' });
  });

  it('edits with cats and photos only when given', async () => {
    api.put.mockResolvedValue({});
    await editPost('p1', { type: FeedType.photo, message: 'Nap' });
    expect(api.put).toHaveBeenLastCalledWith('/feeds/p1', {
      type: FeedType.photo,
      content: '{"message":"Nap"}',
    });
    await editPost('p1', { type: FeedType.photo, message: 'Nap', cats: [] }, [
      { id: 'f2', alt: 'Tom' },
      { id: 'f1', alt: '' },
    ]);
    expect(api.put).toHaveBeenLastCalledWith('/feeds/p1', {
      type: FeedType.photo,
      content: '{"message":"Nap"}',
      cats: [],
      photos: [
        { id: 'f2', alt: 'Tom' },
        { id: 'f1', alt: '' },
      ],
    });
  });

  it("takes a cat out of a post and answers the API's message", async () => {
    api.request.mockResolvedValue({ data: { message: 'The cat was removed from this post' } });
    expect(await removeCatFromPost('p1', 'c 1')).toBe('The cat was removed from this post');
    expect(api.request).toHaveBeenCalledWith('DELETE', '/feeds/p1/cats/c%201');
  });
});
