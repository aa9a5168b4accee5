/** @jest-environment node */
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { loginBody } from '@/lib/validation/auth-api';
import ar from '@/messages/ar';
import en from '@/messages/en';
import fr from '@/messages/fr';
import zh from '@/messages/zh';
import { mutation, parseBody, parseQuery, route, textsFor } from './handler';

const SITE = 'http://localhost:3000';
const noParams = { params: Promise.resolve({}) };

function post(body: unknown, headers: Record<string, string> = {}, path = '/api/test') {
  const text = JSON.stringify(body);
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(text.length), origin: SITE, ...headers },
    body: text,
  });
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const hotelNotFound = mutation(async () => {
  throw new AppError('hotelNotFound', 404);
});

describe('route() and mutation() answer { code, message } in the request’s language', () => {
  it('answers an AppError in Arabic for Accept-Language: ar', async () => {
    const res = await hotelNotFound(post({}, { 'accept-language': 'ar,en;q=0.5' }), noParams);
    expect(await answer(res)).toEqual({
      status: 404,
      body: { code: 'hotelNotFound', message: ar.errors.hotelNotFound },
    });
  });

  it('answers in French for the i18next cookie, and ?lng= wins over both', async () => {
    const cookie = { cookie: 'theme=dark; i18next=fr', 'accept-language': 'ar' };
    expect(await answer(await hotelNotFound(post({}, cookie), noParams))).toEqual({
      status: 404,
      body: { code: 'hotelNotFound', message: 'Hôtel introuvable' },
    });
    const res = await hotelNotFound(post({}, cookie, '/api/test?lng=zh'), noParams);
    expect((await answer(res)).body.message).toBe('未找到该酒店');
  });

  it('keeps the English text for clients that name no supported language', async () => {
    const foreign: Record<string, string>[] = [{}, { 'accept-language': 'de-DE' }, { cookie: 'i18next=<script>' }];
    for (const headers of foreign) {
      expect(await answer(await hotelNotFound(post({}, headers), noParams))).toEqual({
        status: 404,
        body: { code: 'hotelNotFound', message: 'Hotel not found' },
      });
    }
  });

  it('translates validation messages and each field error', async () => {
    const login = mutation(async (request) => parseBody(request, loginBody));
    const res = await login(post({ email: 'nobody', password: '' }, { cookie: 'i18next=fr' }), noParams);
    expect(await answer(res)).toEqual({
      status: 400,
      body: {
        code: 'invalidRequest',
        message: fr.validation.emailInvalid,
        fieldErrors: {
          email: [fr.validation.emailInvalid],
          password: [fr.validation.passwordRequired],
        },
      },
    });
    const search = route(async (request) => parseQuery(request, z.object({ q: z.string().max(3) })));
    const query = new Request(`${SITE}/api/test?q=abcd`, { headers: { 'accept-language': 'zh-CN' } });
    expect(await answer(await search(query, noParams))).toEqual({
      status: 400,
      body: { code: 'invalidRequest', message: 'q 过长', fieldErrors: { q: ['q 过长'] } },
    });
  });

  it('translates the origin check, unreadable bodies and unexpected failures', async () => {
    const ok = mutation(async () => ({ ok: true }));
    const crossSite = await ok(post({}, { origin: 'https://evil.example', 'accept-language': 'ar' }), noParams);
    expect(await answer(crossSite)).toEqual({
      status: 403,
      body: { code: 'crossSite', message: ar.errors.crossSite },
    });
    const read = mutation(async (request) => parseBody(request, z.object({})));
    const broken = new Request(`${SITE}/api/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '3', origin: SITE, cookie: 'i18next=fr' },
      body: '{x}',
    });
    expect((await answer(await read(broken, noParams))).body.message).toBe(
      'Le corps de la requête n’est pas un JSON valide',
    );
    const failing = route(async () => {
      throw new Error('database down');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const res = await failing(new Request(`${SITE}/api/test`, { headers: { 'accept-language': 'zh' } }), noParams);
    stderr.mockRestore();
    expect(await answer(res)).toEqual({
      status: 500,
      body: { code: 'somethingWentWrong', message: zh.errors.somethingWentWrong },
    });
  });

  it('gives handlers the texts of the request’s language and leaves Responses a handler builds alone', async () => {
    const plain = mutation(async (request) => ({ message: textsFor(request)('onboarding.codeSent') }));
    expect(await answer(await plain(post({}, { 'accept-language': 'ar' }), noParams))).toEqual({
      status: 200,
      body: { message: ar.onboarding.codeSent },
    });
    expect((await answer(await plain(post({}), noParams))).body.message).toBe('Verification code sent!');

    const built = route(async () =>
      Response.json({ message: 'Verification code sent!' }, { status: 201, headers: { 'Cache-Control': 'no-store' } }),
    );
    const res = await built(new Request(`${SITE}/api/test`, { headers: { 'accept-language': 'ar' } }), noParams);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await answer(res)).body.message).toBe('Verification code sent!');
  });
});

describe('rules without a message of their own', () => {
  const search = route(async (request) => parseQuery(request, z.object({ rating: z.coerce.number().int().max(4) })));
  const body = mutation(async (request) => parseBody(request, z.object({ hotelId: z.uuid(), nights: z.number() })));

  it('name the field that needs fixing', async () => {
    expect(await answer(await search(new Request(`${SITE}/api/test?rating=5`), noParams))).toEqual({
      status: 400,
      body: {
        code: 'invalidRequest',
        message: 'rating is too large',
        fieldErrors: { rating: ['rating is too large'] },
      },
    });
    const res = await body(post({ hotelId: 'x' }), noParams);
    expect(await answer(res)).toEqual({
      status: 400,
      body: {
        code: 'invalidRequest',
        message: 'hotelId is not valid',
        fieldErrors: { hotelId: ['hotelId is not valid'], nights: ['nights is required'] },
      },
    });
  });

  it('leave a rule’s own message alone', async () => {
    const res = await mutation(async (request) => parseBody(request, loginBody))(post({}), noParams);
    expect((await answer(res)).body.message).toBe(en.validation.emailRequired);
  });
});

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  const echo = mutation(async (request) => parseBody(request, z.object({ name: z.string() })));
  const lookup = route(async () => ({ ok: true }));

  it('are refused with a 400 in the query or path and in a JSON body', async () => {
    const refused = { status: 400, body: { code: 'requestNotValid', message: 'The request is not valid' } };
    expect(await answer(await lookup(new Request(`${SITE}/api/hotels/%00`), noParams))).toEqual(refused);
    expect(await answer(await lookup(new Request(`${SITE}/api/search?location=a%00b`), noParams))).toEqual(refused);
    expect(await answer(await echo(post({ name: 'Ada\u0000' }), noParams))).toEqual(refused);
    expect(await answer(await echo(post({ name: 'Ada' }), noParams))).toEqual({ status: 200, body: { name: 'Ada' } });
  });
});

describe('personal answers are never kept by a cache', () => {
  it('every answer, errors included, is private, no-store unless the handler chose a policy', async () => {
    const personal = route(async () => ({ hotels: [] }));
    const built = route(async () => Response.json({ liked: true }, { status: 201 }));
    const redirect = route(async () => Response.redirect(`${SITE}/`, 303));
    const publicRead = route(async () => Response.json({}, { headers: { 'Cache-Control': 'public, max-age=300' } }));
    expect((await personal(new Request(`${SITE}/api/favourites`), noParams)).headers.get('cache-control')).toBe(
      'private, no-store',
    );
    expect((await built(post({}), noParams)).headers.get('cache-control')).toBe('private, no-store');
    const moved = await redirect(new Request(`${SITE}/api/x`), noParams);
    expect(moved.status).toBe(303);
    expect(moved.headers.get('cache-control')).toBe('private, no-store');
    expect((await hotelNotFound(post({}), noParams)).headers.get('cache-control')).toBe('private, no-store');
    expect((await publicRead(new Request(`${SITE}/api/x`), noParams)).headers.get('cache-control')).toBe(
      'public, max-age=300',
    );
  });
});

describe('the JSON check reads the media type, not a substring', () => {
  const echo = mutation(async (request) => parseBody(request, z.object({ name: z.string() })));
  const notJson = { status: 415, body: { code: 'notJson', message: en.errors.notJson } };

  it.each(['text/plain; charset=application/json', 'text/plain;application/json', 'application/jsonp', 'text/json'])(
    'refuses %s with a 415',
    async (type) => {
      expect(await answer(await echo(post({ name: 'Ada' }, { 'content-type': type }), noParams))).toEqual(notJson);
    },
  );

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=UTF-8'])(
    'accepts %s',
    async (type) => {
      expect(await answer(await echo(post({ name: 'Ada' }, { 'content-type': type }), noParams))).toEqual({
        status: 200,
        body: { name: 'Ada' },
      });
    },
  );
});
