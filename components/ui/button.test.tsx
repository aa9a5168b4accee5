import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a plain button by default, in the primary brand purple', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Reserve</Button>);
    const button = screen.getByRole('button', { name: 'Reserve' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bg-brand-700', 'h-11', 'focus-visible:outline-2');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while pending ignores presses, keeps the focus, is busy and reads its pending text', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" pending pendingText="Loading..." onClick={onClick}>
          Sign In
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('lends its look to a link with asChild, and a caller class wins over the variant', () => {
    render(
      <Button asChild variant="secondary" className="rounded-full">
        <a href="/register">Sign up</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveClass('border-brand-700', 'rounded-full');
    expect(link).not.toHaveClass('rounded-xl');
  });

  it('has the destructive, ghost and link variants', () => {
    expect(buttonVariants({ variant: 'destructive' })).toContain('bg-red-700');
    expect(buttonVariants({ variant: 'ghost' })).toContain('hover:bg-gray-100');
    expect(buttonVariants({ variant: 'link' })).toContain('hover:underline');
  });
});
