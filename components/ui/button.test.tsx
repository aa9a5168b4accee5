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

  it('lets a caller class win over the variant', () => {
    render(
      <Button variant="secondary" className="rounded-full">
        Sign up
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button).toHaveClass('border-brand-700', 'rounded-full');
    expect(button).not.toHaveClass('rounded-xl');
  });

  it('has the destructive, ghost and link variants', () => {
    expect(buttonVariants({ variant: 'destructive' })).toContain('bg-red-700');
    expect(buttonVariants({ variant: 'ghost' })).toContain('hover:bg-gray-100');
    expect(buttonVariants({ variant: 'link' })).toContain('hover:underline');
  });
});
