import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSegment } from '@/i18n/testing';
import { mockCarouselLayout } from '@/lib/testing/embla-layout';
import { CAROUSEL_DELAY_MS, SignUpCarousel } from './sign-up-carousel';

const images = ['/media/auth/0.svg', '/media/auth/1.svg', '/media/auth/2.svg'];

beforeAll(() => mockCarouselLayout(400));
afterEach(() => jest.useRealTimers());

function setup({ wide, reducedMotion = false }: { wide: boolean; reducedMotion?: boolean }) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('730px') ? wide : query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  const { container } = renderInSegment('auth', <SignUpCarousel images={images} />);
  // embla moves the strip of slides; its offset says which picture is in view.
  const shown = () => {
    const strip = container.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement;
    const offset = /translate3d\((-?[\d.]+)px/.exec(strip?.style.transform ?? '')?.[1] ?? '0';
    return Math.round(Math.abs(Number(offset)) / 400);
  };
  // The carousel's code arrives, then embla measures and places the strip.
  const ready = async () => {
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(
      container.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement?.style.transform,
    ).toMatch(/translate3d/);
  };
  return { container, shown, ready };
}

describe('SignUpCarousel', () => {
  it('is hidden below 730px, where only its first picture is in the page and the carousel is not loaded', async () => {
    const { container } = setup({ wide: false });
    expect(container.firstElementChild).toHaveClass('hidden', 'min-[730px]:block');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the 3 pictures one after the other every 3 s until paused', async () => {
    jest.useFakeTimers();
    const { shown, ready } = setup({ wide: true });
    await ready();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const carousel = screen.getByRole('region', { name: 'Stays across Nigeria' });
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(shown()).toBe(0);
    // Each change starts after 3 s and slides for a few hundred milliseconds.
    act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS + 1000));
    expect(shown()).toBe(1);
    act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS));
    expect(shown()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS * 3));
    expect(shown()).toBe(2);
    expect(carousel).toContainElement(screen.getByRole('button', { name: 'Play slideshow' }));
  });

  it('stays still for visitors who ask for reduced motion', async () => {
    jest.useFakeTimers();
    const { shown, ready } = setup({ wide: true, reducedMotion: true });
    await ready();
    act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS * 2));
    expect(shown()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
