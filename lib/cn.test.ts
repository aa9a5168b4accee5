import { cn } from './cn';

it('skips falsy values and lets a later class of the same kind win', () => {
  expect(cn('px-4 py-2', false, null, undefined, 'px-6')).toBe('py-2 px-6');
  expect(cn('bg-brand-700 hover:bg-brand-800', 'bg-night-850')).toBe('hover:bg-brand-800 bg-night-850');
  expect(cn('ps-3 text-sm', 'ps-5 text-[15px]')).toBe('ps-5 text-[15px]');
  expect(cn('size-4', { 'size-6': true, hidden: false })).toBe('size-6');
});
