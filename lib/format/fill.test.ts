import { fill } from './fill';

it('fills named placeholders and leaves unknown ones', () => {
  expect(fill('Resend code in {seconds}s', { seconds: 9 })).toBe('Resend code in 9s');
  expect(fill('Hi {name}', {})).toBe('Hi {name}');
  expect(fill('Sleeps {adults} adults {x}', { adults: '2' })).toBe('Sleeps 2 adults {x}');
});
