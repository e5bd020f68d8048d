// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a page that has not loaded the dialog library yet (the test set-up
// loads it for every other test).
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.doUnmock('./dialog-surfaces');
  vi.useRealTimers();
});

async function freshDialog() {
  const { Dialog } = await import('./dialog');
  const { ConfirmDialog } = await import('./confirm-dialog');
  const { useToastStore } = await import('./toast/toast-store');
  return { Dialog, ConfirmDialog, useToastStore };
}

describe('dialogs load their library when first opened', () => {
  it('renders nothing while closed, then the dialog once the library has arrived', async () => {
    const { Dialog } = await freshDialog();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog open={false} onOpenChange={onOpenChange} title="Edit location" />,
    );
    expect(document.body.textContent).toBe('');
    rerender(<Dialog open onOpenChange={onOpenChange} title="Edit location" />);
    expect(await screen.findByRole('dialog', { name: 'Edit location' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('opens every later dialog at once, the confirmation included', async () => {
    const { ConfirmDialog } = await freshDialog();
    const { loadDialogSurfaces } = await import('./dialog-surfaces-loader');
    await loadDialogSurfaces();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Delete item?"
        message="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete item?' })).toBeTruthy();
  });

  it('renders nothing once closed, and gives the focus back to what opened it', async () => {
    const { Dialog } = await freshDialog();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Edit location" />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit location' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes again with a message when the library cannot be downloaded, and tries again next time', async () => {
    let fail = true;
    vi.doMock('./dialog-surfaces', async (importOriginal) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { Dialog, useToastStore } = await freshDialog();
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Share item" />);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      variant: 'error',
      title: 'Could not open this',
    });
    fail = false;
    cleanup();
    render(<Dialog open onOpenChange={onOpenChange} title="Share item" />);
    expect(await screen.findByRole('dialog', { name: 'Share item' })).toBeTruthy();
  });

  it('downloads the library while the browser is idle, after the first screen', async () => {
    vi.useFakeTimers();
    const { loadDialogSurfacesWhenIdle } = await import('./dialog-surfaces-loader');
    const { Dialog } = await freshDialog();
    const stop = loadDialogSurfacesWhenIdle(2_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    vi.useRealTimers();
    await vi.waitFor(async () => {
      cleanup();
      render(<Dialog open onOpenChange={() => undefined} title="Ready" />);
      expect(screen.getByRole('dialog', { name: 'Ready' })).toBeTruthy();
    });
    stop();
  });
});
