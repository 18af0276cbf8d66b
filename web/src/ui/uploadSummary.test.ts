import { beforeEach, describe, expect, it, vi } from 'vitest';
import { photosAdded, toastUploadSummary } from './uploadSummary';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('./toast', () => ({ toast }));

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe('one toast for a batch of photo uploads', () => {
  it('counts the photos added', () => {
    expect(photosAdded({ added: 1, total: 1 })).toBe('1 photo added');
    expect(photosAdded({ added: 3, total: 3 })).toBe('3 photos added');
    expect(photosAdded({ added: 2, total: 3 })).toBe('2 of 3 photos added');
  });

  it("keeps the spec's message for a single photo and sums several up", () => {
    toastUploadSummary({ added: 1, total: 1, errors: [] }, 'Photo/Video uploaded/deleted successfully');
    toastUploadSummary({ added: 3, total: 3, errors: [] }, 'unused');
    expect(toast.success.mock.calls).toEqual([
      ['Photo/Video uploaded/deleted successfully'],
      ['3 photos added'],
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says how many of how many and why the first failure failed, in one error toast', () => {
    toastUploadSummary({ added: 2, total: 3, errors: ['Problem occured during file upload.'] }, 'unused');
    toastUploadSummary({ added: 0, total: 1, errors: ['Too big'] }, 'unused');
    expect(toast.error.mock.calls).toEqual([
      ['2 of 3 photos added. Problem occured during file upload.'],
      ['Too big'],
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
