import { Dialog, DialogContent, DialogTitle } from '@academy/ui/dialog';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SliceRoot } from './slice-root.tsx';

describe('SliceRoot', () => {
  it("holds the page in an element marked with the slice, and draws the page's dialogs into one at the end of the body", async () => {
    const { unmount } = render(
      <SliceRoot slice="tools">
        <p>Tools page</p>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Share a result</DialogTitle>
          </DialogContent>
        </Dialog>
      </SliceRoot>,
    );

    expect(screen.getByText('Tools page').closest('[data-slice]')).toHaveAttribute('data-slice', 'tools');
    const dialog = await screen.findByRole('dialog', { name: 'Share a result' });
    const host = dialog.closest('[data-slice]');
    expect(host).toHaveAttribute('data-slice', 'tools');
    expect(host?.parentElement).toBe(document.body);

    unmount();
    expect(document.querySelector('[data-slice]')).toBeNull();
  });
});
