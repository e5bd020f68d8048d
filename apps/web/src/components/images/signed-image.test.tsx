// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedImage } from './signed-image';

// The refresh call, faked: records its arguments and answers with `answer`.
let answer: () => Promise<string | null> = () => Promise.resolve(null);
const requestFreshFileUrl = vi.fn<(id: string, variant?: string) => void>();
vi.mock('@/lib/refresh-file-urls', () => ({
  requestFreshFileUrl: (id: string, variant?: string) => {
    requestFreshFileUrl(id, variant);
    return answer();
  },
}));

const img = () => screen.getByRole('img', { name: 'Mug' }) as HTMLImageElement;
const settle = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => requestFreshFileUrl.mockReset());
afterEach(cleanup);

describe('<SignedImage>', () => {
  it('shows "No image available" without an address', () => {
    render(<SignedImage src={null} alt="Mug" />);
    expect(screen.getByRole('img', { name: 'No image available' })).toBeTruthy();
    expect(screen.getByText('No image available')).toBeTruthy();
  });

  it('refreshes the signed address once on its own, then loads the fresh one', async () => {
    answer = () => Promise.resolve('/files/u/f.jpg?sig=fresh');
    render(<SignedImage src="/files/u/f.jpg?sig=old" fileId="f1" alt="Mug" />);
    fireEvent.error(img());
    await settle();
    expect(requestFreshFileUrl).toHaveBeenCalledWith('f1', 'full');
    expect(img().getAttribute('src')).toBe('/files/u/f.jpg?sig=fresh');
    fireEvent.load(img());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows "Image unavailable" with Retry when the refresh fails, at most 2 retries', async () => {
    answer = () => Promise.reject(new Error('offline'));
    render(<SignedImage src="/files/u/f.jpg?sig=old" fileId="f1" alt="Mug" />);
    fireEvent.error(img());
    await settle();
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    expect(screen.getByText('Failed to load')).toBeTruthy();

    // Retry 1 asks for a fresh address again.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(requestFreshFileUrl).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Image unavailable')).toBeTruthy();

    // Retry 2 loads the address again; after it fails, no more retries.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(requestFreshFileUrl).toHaveBeenCalledTimes(2);
    fireEvent.error(img());
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says "URL expired" when the address says so, and does not refresh without a file id', () => {
    render(<SignedImage src="/files/u/f.jpg?expired=1" alt="Mug" />);
    fireEvent.error(img());
    expect(requestFreshFileUrl).not.toHaveBeenCalled();
    expect(screen.getByText('URL expired')).toBeTruthy();
  });
});
