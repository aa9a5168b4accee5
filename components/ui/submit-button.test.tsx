import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SubmitButton } from './submit-button';

// hydrateRoot under act(), as Testing Library's render does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('SubmitButton', () => {
  it('is disabled in the server’s HTML and enabled once the page has hydrated, without a mismatch', async () => {
    const element = <SubmitButton>Send</SubmitButton>;
    const html = renderToString(element);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const button = container.querySelector('button')!;
    expect(button).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button).toBeEnabled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('stays disabled when the form says so', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SubmitButton disabled>Send</SubmitButton>);
    await act(async () => {
      hydrateRoot(container, <SubmitButton disabled>Send</SubmitButton>);
    });
    expect(container.querySelector('button')).toBeDisabled();
  });
});
