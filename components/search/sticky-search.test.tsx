import { act, render, screen } from '@testing-library/react';
import { StickySearch } from './sticky-search';

let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
const observe = jest.fn();

beforeAll(() => {
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    report = (entry) => callback([entry as IntersectionObserverEntry], {} as IntersectionObserver);
    return { observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
});

function setup() {
  render(
    <>
      <section id="home-hero">Hero</section>
      <StickySearch>
        <p>Compact search</p>
      </StickySearch>
    </>,
  );
}

it('watches the hero and renders nothing while it is in view', () => {
  setup();
  expect(observe).toHaveBeenCalledWith(document.getElementById('home-hero'));
  act(() => report({ isIntersecting: true, boundingClientRect: { bottom: 300 } as DOMRect }));
  expect(screen.queryByText('Compact search')).not.toBeInTheDocument();
});

it('appears fixed above the header once the hero has scrolled away, and goes again on the way back', () => {
  setup();
  act(() => report({ isIntersecting: false, boundingClientRect: { bottom: -20 } as DOMRect }));
  const bar = screen.getByText('Compact search').parentElement?.parentElement;
  expect(bar).toHaveClass('fixed', 'top-0', 'z-[55]');
  act(() => report({ isIntersecting: true, boundingClientRect: { bottom: 10 } as DOMRect }));
  expect(screen.queryByText('Compact search')).not.toBeInTheDocument();
});
