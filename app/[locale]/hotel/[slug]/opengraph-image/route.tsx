import { ImageResponse } from 'next/og';
import { getHotelForPage } from '@/lib/data/hotel-page';
import { formatRating } from '@/lib/format/rating';
import { readMedia } from '@/lib/media/files';
import { site } from '@/lib/site';
import { canonicalHotelSlug } from '@/lib/slug';

// Social networks show PNG or JPEG previews, not the SVG pictures of the catalogue. The hotel page's metadata names
// this address (components/hotel/hotel-page.tsx); a route of its own keeps the address the page's own, without the
// internal language segment that a metadata image file would add to English addresses.
const size = { width: 1200, height: 630 };
// The same for everyone: kept by browsers for an hour and by a CDN for a day, refreshed in the background.
const CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800';

/** The picture behind the preview: one of the site's own picture files inlined, or a CDN address fetched while drawing. */
async function pictureSource(url: string): Promise<string | null> {
  const own = /^\/media\/([^/?#]+)\/([^/?#]+)$/.exec(url);
  if (own) {
    const svg = await readMedia(own[1]!, own[2]!);
    return svg ? `data:image/svg+xml;base64,${svg.body.toString('base64')}` : null;
  }
  return /^https:\/\//.test(url) ? url : null;
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = canonicalHotelSlug((await params).slug);
  const property = slug ? await getHotelForPage(slug) : null;
  if (!property) return new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const picture = await pictureSource(property.featuredImage);
  // The <img> below is drawn into a PNG by the image renderer, never shown in a page.
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', position: 'relative', background: '#3b0764' }}>
      {picture && (
        <img src={picture} alt="" width={1200} height={630} style={{ position: 'absolute', objectFit: 'cover' }} />
      )}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 1200,
          height: 630,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 56,
          backgroundImage: 'linear-gradient(180deg, rgba(0,0,0,0.15) 0%, rgba(0,0,0,0.2) 45%, rgba(0,0,0,0.8) 100%)',
          color: 'white',
        }}
      >
        <div style={{ display: 'flex' }}>
          <div
            style={{ display: 'flex', background: '#6d28d9', borderRadius: 999, padding: '10px 28px', fontSize: 32 }}
          >
            {site.name}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.1 }}>{property.hotelName}</div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 36 }}>
            <div style={{ display: 'flex' }}>
              {property.location.city}, {property.location.state}
            </div>
            {property.reviewCount > 0 && (
              <div
                style={{
                  display: 'flex',
                  background: 'white',
                  color: '#4c1d95',
                  borderRadius: 12,
                  padding: '4px 16px',
                }}
              >
                {formatRating(property.ratings)}
              </div>
            )}
          </div>
        </div>
      </div>
    </div>,
    { ...size, headers: { 'Cache-Control': CACHE } },
  );
}
