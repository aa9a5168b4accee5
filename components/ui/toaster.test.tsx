import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectionProvider } from '@radix-ui/react-direction';
import { toast, Toaster } from './toaster';

describe('Toaster', () => {
  it('announces toasts through a labelled polite live region, in the page direction, with a close button', async () => {
    render(
      <DirectionProvider dir="rtl">
        <Toaster regionLabel="Notifications" closeLabel="Close" />
      </DirectionProvider>,
    );
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast('You have been logged out.');
    });
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(region).toContainElement(screen.getByText('You have been logged out.'));
    expect(region.querySelector('ol')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(region).not.toHaveTextContent('You have been logged out.'));
  });

  it('shows a toast made before it was mounted', async () => {
    act(() => {
      toast.success('Welcome back!');
    });
    render(<Toaster regionLabel="Notifications" closeLabel="Close" />);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });
});
