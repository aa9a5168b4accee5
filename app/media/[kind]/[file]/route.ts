import { DATA_SAVER_COOKIE, requestSavesData } from '@/lib/data-saver';
import { drawCataloguePicture } from '@/lib/media/catalogue-pictures';
import { readLighterMedia, readMedia } from '@/lib/media/files';
import { log } from '@/lib/log';

const NOT_FOUND = { message: 'Not found' };

const ONE_DAY = 60 * 60 * 24;

/** The value of one cookie of a request, read without the framework's request-scoped cookies(). */
function cookieOf(request: Request, name: string): string | undefined {
  const pair = request.headers
    .get('cookie')
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * Serves the catalogue's picture files under /media/{kind}/{file}: the drawings and their WebP files, made at build
 * (the demo's) or drawn the first time a page asks for one the catalogue names. A traveller saving data (Save-Data:
 * on, or data saver in Preferences) gets a WebP file in half the width or less.
 */
export async function GET(
  request: Request,
  ctx: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  // A path with a broken escape (%FF) has no parameters to read: it names no picture either.
  const params = await ctx.params.catch(() => null);
  if (!params) return Response.json(NOT_FOUND, { status: 404 });
  const saving = requestSavesData(request.headers.get('save-data'), cookieOf(request, DATA_SAVER_COOKIE));
  const media =
    (await readMedia(params.kind, params.file)) ??
    (await drawCataloguePicture(params.kind, params.file).catch((err: unknown) => {
      // The database or the drawing failed: the picture is missing for now, as one never made.
      log.warn('picture could not be drawn', { kind: params.kind, file: params.file, err });
      return null;
    }));
  if (!media) return Response.json(NOT_FOUND, { status: 404 });
  const lighter = saving ? await readLighterMedia(params.kind, params.file) : null;
  return new Response(new Uint8Array((lighter ?? media).body), {
    status: 200,
    headers: {
      'Content-Type': media.type,
      // Every address names its picture completely (the drawing and its width). The lighter file is the browser's
      // alone, and for a day: no shared cache hands it to others, and a traveller who stops saving data gets the
      // full picture back.
      'Cache-Control': lighter ? `private, max-age=${ONE_DAY}` : 'public, max-age=31536000, immutable',
      ...(media.type === 'image/webp' ? { Vary: 'Save-Data' } : {}),
      // The drawings are SVG documents: no scripts, no outside content, even opened on their own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
