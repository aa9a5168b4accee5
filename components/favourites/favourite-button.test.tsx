import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSegment } from '@/i18n/testing';
import FavouriteHeart from './favourite-button-part';

const mockSessionEnded = jest.fn();
let mockUser: { fullName: string } | null = { fullName: 'Ada Obi' };
jest.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ user: mockUser, sessionEnded: mockSessionEnded }),
}));
jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

beforeEach(() => {
  mockUser = { fullName: 'Ada Obi' };
});

describe('FavouriteHeart', () => {
  it('asks a visitor to sign in', async () => {
    mockUser = null;
    const user = userEvent.setup();
    renderInSegment('site', <FavouriteHeart hotelId="h1" liked={null} />);
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to save your favourite stays.');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('saves a favourite, then removes it, with the button saying what it will do', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderInSegment('site', <FavouriteHeart hotelId="h1" liked={false} />);
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/favourites', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/favourites/h1', { method: 'DELETE' });
  });

  it('undoes itself when the session has ended', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 401 }) as Response) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderInSegment('site', <FavouriteHeart hotelId="h1" liked={false} />);
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    await waitFor(() => expect(mockSessionEnded).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to save your favourite stays.');
  });
});
