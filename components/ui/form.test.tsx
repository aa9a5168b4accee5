import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Button } from './button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Input } from './input';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'emailRequired' })
    .pipe(z.email({ error: 'emailInvalid' })),
  password: z.string().min(1, { error: 'passwordRequired' }),
});

/** The validation messages the page's provider hands to its forms. */
const validation: Record<string, string> = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
};

function SignIn({ onValid, serverError }: { onValid: (v: z.output<typeof schema>) => void; serverError?: string }) {
  const form = useZodForm(schema, { defaultValues: { email: '', password: '' } });
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (serverError) form.setError('email', { type: 'server', message: serverError });
          else onValid(values);
        })}
      >
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl hasDescription>
                <Input type="email" {...field} />
              </FormControl>
              <FormDescription>We send your booking here.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Sign In</Button>
      </form>
    </Form>
  );
}

function renderForm(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ validation }} timeZone="Africa/Lagos">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('Form', () => {
  it('shows translated errors as helper text linked to their fields and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderForm(<SignIn onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We send your booking here. Email is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again as the visitor types after a failed submit, and submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderForm(<SignIn onValid={onValid} />);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'ada@');
    expect(email).toHaveAccessibleDescription('We send your booking here. Please enter a valid email');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('We send your booking here.');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret123' });
  });

  it('shows an error set by the server as it was sent, without translating it', async () => {
    const user = userEvent.setup();
    renderForm(<SignIn onValid={jest.fn()} serverError="This e-mail already has an account." />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'We send your booking here. This e-mail already has an account.',
    );
  });
});
