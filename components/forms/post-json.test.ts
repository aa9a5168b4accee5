import { postJson } from './post-json';

function answer(status: number, json: () => Promise<unknown>) {
  const fetchMock = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json }) as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

it('posts JSON to this site with its cookies', async () => {
  const fetchMock = answer(200, async () => ({ message: 'Login successful!', userDetails: { fullName: 'Ada' } }));
  const result = await postJson('/api/user_auth/login', { email: 'a@b.co' }, { Authorization: 'Bearer t' });
  expect(result).toEqual({
    ok: true,
    status: 200,
    data: { message: 'Login successful!', userDetails: { fullName: 'Ada' } },
  });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/user_auth/login',
    expect.objectContaining({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"email":"a@b.co"}',
      headers: expect.objectContaining({ 'Content-Type': 'application/json', Authorization: 'Bearer t' }),
    }),
  );
});

it('keeps the status of a failed answer and ignores a body that is not JSON', async () => {
  answer(502, async () => {
    throw new SyntaxError('Unexpected token <');
  });
  expect(await postJson('/api/x', {})).toEqual({ ok: false, status: 502, data: { message: undefined } });
});

it('ignores a message that is not text', async () => {
  answer(400, async () => ({ message: { nested: true } }));
  expect((await postJson('/api/x', {})).data.message).toBeUndefined();
});

it('turns a network error into status 0', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  expect(await postJson('/api/x', {})).toEqual({ ok: false, status: 0, data: { message: undefined } });
});
