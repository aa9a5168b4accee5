import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectionProvider } from '@radix-ui/react-direction';
import { mockCarouselLayout } from '@/lib/testing/embla-layout';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, useCarousel } from './carousel';
import { CarouselPlayToggle } from './carousel-play-toggle';

beforeAll(() => mockCarouselLayout());

function Counter() {
  const { selectedIndex, snapCount } = useCarousel();
  return <p data-testid="counter">{`${selectedIndex + 1} / ${snapCount}`}</p>;
}

function Pictures({ autoplay, load }: { autoplay?: boolean; load?: 'mount' | 'intent' }) {
  return (
    <Carousel
      label="Hotel pictures"
      opts={{ loop: true }}
      load={load}
      autoplay={autoplay ? { delay: 3000, stopOnInteraction: false } : undefined}
    >
      <CarouselContent>
        {['Pool', 'Lobby', 'Room'].map((name) => (
          <CarouselItem key={name}>{name}</CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious label="Previous picture" />
      <CarouselNext label="Next picture" />
      <CarouselPlayToggle pauseLabel="Pause slideshow" playLabel="Play slideshow" />
      <Counter />
    </Carousel>
  );
}

const counter = () => screen.getByTestId('counter');
/** The clipping viewport around the strip of slides. */
const viewport = () => screen.getByRole('region', { name: 'Hotel pictures' }).firstElementChild as HTMLElement;

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('moves with its buttons and the arrow keys, and names itself and its slides', async () => {
    const user = userEvent.setup();
    render(<Pictures />);
    expect(screen.getByRole('region', { name: 'Hotel pictures' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    // The count is embla's, once it has measured the strip.
    expect(await screen.findByText('1 / 3')).toBe(counter());
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(counter()).toHaveTextContent('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(counter()).toHaveTextContent('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('fetches embla when the visitor reaches for it, and a press made before it arrived still counts', async () => {
    const user = userEvent.setup();
    render(<Pictures load="intent" />);
    const strip = viewport();
    // Until then the strip scrolls natively, a slide at a time.
    expect(strip).toHaveClass('overflow-x-auto', 'snap-x');
    await act(async () => {});
    expect(counter()).toHaveTextContent('1 / 0');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(await screen.findByText('2 / 3')).toBe(counter());
    expect(strip).toHaveClass('overflow-hidden');
    expect(strip).not.toHaveClass('overflow-x-auto');
  });

  it('starts embla at the slide the visitor scrolled to natively', async () => {
    render(<Pictures load="intent" />);
    const strip = viewport();
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 300 });
    strip.scrollLeft = 600;
    fireEvent.scroll(strip);
    expect(counter()).toHaveTextContent('3 /');
    expect(await screen.findByText('3 / 3')).toBe(counter());
    expect(strip.scrollLeft).toBe(0);
  });

  it('follows the reading direction in Arabic: the left arrow goes forward', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <Pictures />
      </DirectionProvider>,
    );
    screen.getByRole('button', { name: 'Next picture' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('moves on by itself until paused, and plays again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Pictures autoplay />);
    expect(counter()).toHaveTextContent('1 / 3');
    act(() => jest.advanceTimersByTime(3000));
    expect(counter()).toHaveTextContent('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(counter()).toHaveTextContent('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(counter()).toHaveTextContent('3 / 3');
  });

  it('does not move by itself for visitors who ask for reduced motion', () => {
    jest.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({ matches: query.includes('reduce') }) as MediaQueryList) as typeof window.matchMedia;
    try {
      render(<Pictures autoplay />);
      act(() => jest.advanceTimersByTime(9000));
      expect(counter()).toHaveTextContent('1 / 3');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
