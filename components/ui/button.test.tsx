import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a plain button by default, in the primary brand purple', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Reserve</Button>);
    const button = screen.getByRole('button', { name: 'Reserve' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe('btn btn-primary btn-md');
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

  it('puts a caller class after its own, where it overrides them', () => {
    render(
      <Button variant="secondary" className="rounded-full">
        Sign up
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sign up' }).className).toBe('btn btn-secondary btn-md rounded-full');
  });

  // A caller's utilities win over the button's look only because that look sits in the earlier components layer.
  it('draws every variant and size with component classes of the stylesheet', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
    const componentRules = [...css.matchAll(/@layer components \{([\s\S]*?)\n\}/g)].map((match) => match[1]).join('');
    const variants = ['primary', 'secondary', 'ghost', 'destructive', 'link'] as const;
    const sizes = ['default', 'sm', 'lg', 'icon', 'pill'] as const;
    const classes = new Set(
      variants.flatMap((variant) => sizes.flatMap((size) => buttonVariants({ variant, size }).split(' '))),
    );
    expect([...classes].sort()).toEqual([
      'btn',
      'btn-destructive',
      'btn-ghost',
      'btn-icon',
      'btn-lg',
      'btn-link',
      'btn-md',
      'btn-pill',
      'btn-primary',
      'btn-secondary',
      'btn-sm',
    ]);
    for (const name of classes) expect(componentRules).toMatch(new RegExp(`\\.${name} \\{\\s*@apply `));
    expect(css).not.toMatch(/^\.btn/m);
  });
});
