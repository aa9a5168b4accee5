import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';

it('tells screen readers what is loading, politely', () => {
  render(<LoadingScreen label="Loading..." />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading...');
  expect(status).toHaveAttribute('aria-live', 'polite');
});
