import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';

it('covers the screen with the pulsing logo, white in light mode and dark grey in dark mode', () => {
  render(<LoadingScreen label="Loading..." />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading...');
  expect(status).toHaveClass('fixed', 'inset-0', 'bg-white', 'dark:bg-night-800');
  expect(status.querySelector('svg')).toHaveClass('animate-logo-pulse');
});
