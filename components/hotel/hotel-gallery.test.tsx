import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockCarouselLayout } from '@/lib/testing/embla-layout';
import { renderInSegment } from '@/i18n/testing';
import { GalleryPicture } from './gallery-picture';
import HotelGallery from './hotel-gallery-part';

beforeAll(() => mockCarouselLayout());

const images = ['/media/a.svg', '/media/b.svg', '/media/c.svg'];

async function setup() {
  const user = userEvent.setup();
  // As the server renders them (./hotel-gallery.tsx).
  const slides = images.map((src, i) => (
    <GalleryPicture key={src} src={src} alt={`Photo ${i + 1} of ${images.length}`} priority={i === 0} />
  ));
  renderInSegment('hotel', <HotelGallery name="Adire House" images={images} slides={slides} />);
  // embla starts after its first layout.
  await act(async () => {});
  return { user, gallery: screen.getByRole('region', { name: 'Photos of Adire House' }) };
}

describe('HotelGallery', () => {
  it('shows the first picture at once and says where the visitor is', async () => {
    const { gallery } = await setup();
    const first = within(gallery).getByRole('img', { name: 'Photo 1 of 3' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(within(gallery).getByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('loading', 'lazy');
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
  });

  it('moves with the arrow buttons and the arrow keys', async () => {
    const { user, gallery } = await setup();
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(await within(gallery).findByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await within(gallery).findByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await within(gallery).findByText('2 / 3')).toBeInTheDocument();
  });

  it('opens the full-screen view at the same picture, and Escape brings the focus back', async () => {
    const { user, gallery } = await setup();
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    const open = () => within(gallery).getByRole('button', { name: 'View photos full screen', hidden: true });
    await user.click(open());
    const dialog = await screen.findByRole('dialog', { name: 'Adire House' });
    expect(await within(dialog).findByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open()).toHaveFocus();
  });
});
