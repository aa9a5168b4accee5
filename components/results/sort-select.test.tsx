import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SortSelect } from './sort-select';

const options = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price_asc', label: 'Price: low to high' },
];
const sort = (
  <SortSelect label="Sort by" value="recommended" params={{ type: 'apartment', page: '2' }} options={options} />
);

let container: HTMLDivElement;
let root: Root | undefined;
let submitted: string[];

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = renderToString(sort);
  document.body.appendChild(container);
  submitted = [];
  // jsdom does not navigate: record what the form would send.
  jest.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(new URLSearchParams(new FormData(this) as unknown as Record<string, string>).toString());
  });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  jest.restoreAllMocks();
});

const hydrate = () => act(() => void (root = hydrateRoot(container, sort)));
const select = () => container.querySelector('select')!;

it('sends a sort chosen before the page had hydrated, keeping the filters and leaving the page number', async () => {
  select().value = 'price_asc';
  await hydrate();
  expect(submitted).toEqual(['type=apartment&sort=price_asc']);
});

it('sends nothing at hydration when the sort was left alone, and sends a later choice', async () => {
  await hydrate();
  expect(submitted).toEqual([]);
  act(() => {
    select().value = 'price_asc';
    select().dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(submitted).toEqual(['type=apartment&sort=price_asc']);
});
