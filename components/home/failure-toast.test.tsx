import { render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { FailureToast } from './failure-toast';

it('says a section failed to load in an error toast', async () => {
  render(
    <>
      <FailureToast message="Failed to load brands. Please refresh the page." />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
  );
  const toast = await screen.findByText('Failed to load brands. Please refresh the page.');
  expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
});
