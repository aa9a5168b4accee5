import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAROUSEL_DELAY_MS, SignUpCarousel } from './sign-up-carousel';

const images = ['/media/auth/0.svg', '/media/auth/1.svg', '/media/auth/2.svg'];

function setup(reducedMotion: boolean) {
  window.matchMedia = jest.fn(() => ({ matches: reducedMotion }) as MediaQueryList);
  const { container } = render(
    <SignUpCarousel images={images} pauseLabel="Pause slideshow" playLabel="Play slideshow" />,
  );
  const shown = () => container.querySelector('img.opacity-100')?.getAttribute('src');
  return { container, shown };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('changes picture every 3 s until paused, and is hidden below 730px', async () => {
  const { container, shown } = setup(false);
  expect(container.firstElementChild).toHaveClass('hidden', 'min-[730px]:block');
  expect(shown()).toBe(images[0]);
  act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS));
  expect(shown()).toBe(images[1]);
  act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS * 2));
  expect(shown()).toBe(images[0]);
  await userEvent
    .setup({ advanceTimers: jest.advanceTimersByTime })
    .click(screen.getByRole('button', { name: 'Pause slideshow' }));
  act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS * 2));
  expect(shown()).toBe(images[0]);
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});

it('stays still for visitors who ask for reduced motion', () => {
  const { shown } = setup(true);
  act(() => jest.advanceTimersByTime(CAROUSEL_DELAY_MS * 2));
  expect(shown()).toBe(images[0]);
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});
