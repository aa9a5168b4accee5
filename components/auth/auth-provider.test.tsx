import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSegment } from '@/i18n/testing';
import type { UserDetails } from '@/lib/data/users';
import { toast } from 'sonner';
import { postJson } from '@/components/forms/post-json';
import { AuthProvider, useAuth } from './auth-provider';
import { navigateTo } from './navigate';
import { ProtectedArea } from './protected-area';
import { deferredReply, mockFetch, requestsOf } from './testing';

jest.mock('./navigate', () => ({ navigateTo: jest.fn() }));
jest.mock('sonner');
const mockRouter = { push: jest.fn(), refresh: jest.fn() };
let mockPath = '/';
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  useParams: () => ({}),
  usePathname: () => mockPath,
}));

const ada: UserDetails = {
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phoneNumber: '+2348012345678',
  profilePicture: null,
  membershipStatus: 'Basic',
};

function Who() {
  const { user, logout, sessionEnded } = useAuth();
  return (
    <div>
      <p>{user ? user.fullName : 'visitor'}</p>
      <button onClick={() => logout('You have been logged out.')}>Logout</button>
      <button onClick={sessionEnded}>401</button>
    </div>
  );
}

beforeEach(() => {
  mockPath = '/';
  jest.clearAllMocks();
  sessionStorage.clear();
});

/** A tab in which Ada was signed in on an earlier page. */
function adaEarlierInThisTab() {
  sessionStorage.setItem('sn-user', JSON.stringify(ada));
}

describe('useAuth', () => {
  it('refuses to work outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow('useAuth must be used within AuthProvider');
    jest.mocked(console.error).mockRestore();
  });
});

describe('AuthProvider', () => {
  it("shows the tab's last user at once, then confirms it once at start with GET /api/user/my-details", async () => {
    adaEarlierInThisTab();
    const reply = deferredReply();
    const fetchMock = mockFetch(() => reply.promise);
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    reply.release([200, { userDetails: { ...ada, fullName: 'Ada N. Obi' } }]);
    expect(await screen.findByText('Ada N. Obi')).toBeInTheDocument();
    expect(requestsOf(fetchMock).map((r) => r.path)).toEqual(['/api/user/my-details']);
  });

  it('asks the server who is signed in when the page was not rendered for anyone', async () => {
    const fetchMock = mockFetch(() => [200, { userDetails: ada }]);
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    // Once at start: the answer is not asked for again until the tab returns.
    expect(requestsOf(fetchMock).map((r) => r.path)).toEqual(['/api/user/my-details']);
    expect(JSON.parse(sessionStorage.getItem('sn-user') ?? 'null')).toEqual(ada);
  });

  it('treats an answer naming nobody at start as a visitor when this tab knew nobody', async () => {
    const fetchMock = mockFetch(() => [200, { userDetails: null }]);
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    await waitFor(() => expect(requestsOf(fetchMock).map((r) => r.path)).toEqual(['/api/user/my-details']));
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it("runs the logout flow when the tab's last user is no longer signed in", async () => {
    const fetchMock = mockFetch((path) => (path === '/api/user/my-details' ? [200, { userDetails: null }] : [200, {}]));
    sessionStorage.setItem('sn-user', JSON.stringify(ada));
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('You have been logged out.'));
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(requestsOf(fetchMock).map((r) => r.path)).toEqual(['/api/user/my-details', '/api/user_auth/logout']);
    expect(sessionStorage.getItem('sn-user')).toBeNull();
  });

  it('runs the logout flow when the tab comes back a while later and the answer names nobody', async () => {
    let signedIn = true;
    const fetchMock = mockFetch((path) =>
      path === '/api/user/my-details' ? [200, { userDetails: signedIn ? ada : null }] : [200, {}],
    );
    const now = jest.spyOn(Date, 'now');
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    signedIn = false;
    now.mockReturnValue(Date.now() + 61_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('You have been logged out.'));
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(requestsOf(fetchMock).map((r) => r.path)).toEqual([
      '/api/user/my-details',
      '/api/user/my-details',
      '/api/user_auth/logout',
    ]);
    now.mockRestore();
  });

  it('takes a 401 at start for an answer naming nobody', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/user/my-details' ? [401, { code: 'notSignedIn', message: 'Not signed in' }] : [200, {}],
    );
    adaEarlierInThisTab();
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith('You have been logged out.'));
    expect(requestsOf(fetchMock).map((r) => r.path)).toEqual(['/api/user/my-details', '/api/user_auth/logout']);
  });

  it('keeps the user when the check fails for another reason', async () => {
    adaEarlierInThisTab();
    mockFetch(() => [503, { code: 'serviceUnavailable', message: 'Try again' }]);
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not show Session Expired in a protected area when the start-up check names nobody', async () => {
    adaEarlierInThisTab();
    mockFetch(() => [200, { userDetails: null }]);
    renderProtected();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('You have been logged out.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the session when the answer at start cannot be read to its end (the page is being left)', async () => {
    adaEarlierInThisTab();
    const fetchMock = mockFetch((path) => (path === '/api/user/my-details' ? 'unreadable' : [200, {}]));
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(requestsOf(fetchMock).map((r) => r.path)).toEqual(['/api/user/my-details']);
    expect(toast).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('sn-user')).not.toBeNull();
  });

  it('keeps the user when the network fails during the check', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    adaEarlierInThisTab();
    const fetchMock = mockFetch(() => 'offline');
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    // The check has failed and been handled: only then does the user's name prove anything.
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('user fetch failed', expect.anything()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('clears the user, goes home and shows the notice even when the logout call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((path) => (path === '/api/user_auth/logout' ? 'offline' : [200, { userDetails: ada }]));
    render(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('Ada Obi');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('visitor')).toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('You have been logged out.'));
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    jest.mocked(console.error).mockRestore();
  });
});

/** A protected area of an account page, for a tab whose user the provider asks for. */
function renderProtected() {
  return renderInSegment(
    'account',
    <AuthProvider loggedOutNotice="You have been logged out.">
      <ProtectedArea>
        <Who />
      </ProtectedArea>
    </AuthProvider>,
  );
}

describe('ProtectedArea', () => {
  it('shows the Session Expired dialog when the session ends, and OK goes to /login replacing history', async () => {
    mockFetch(() => [200, { userDetails: ada }]);
    renderProtected();
    await screen.findByText('Ada Obi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: '401' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent('Your session has expired. Please log in again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });

  it("shows it when a form's call answers that the session has ended, not for a refused password", async () => {
    mockFetch((path, body) => {
      if (path === '/api/user/my-details') return [200, { userDetails: ada }];
      if (path === '/api/user/password') return [401, { code: 'invalidCredentials', message: 'Wrong password' }];
      if (path === '/api/user/profile') return [401, { code: 'notSignedIn', message: 'Not signed in' }];
      return [200, body ?? {}];
    });
    renderProtected();
    await screen.findByText('Ada Obi');
    await act(async () => void (await postJson('/api/user/password', {})));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    await act(async () => void (await postJson('/api/user/profile', { fullName: 'Ada' })));
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
  });

  it('also goes to /login on Escape', async () => {
    mockFetch(() => [200, { userDetails: ada }]);
    renderProtected();
    await screen.findByText('Ada Obi');
    await act(async () => screen.getByRole('button', { name: '401' }).click());
    await screen.findByRole('dialog', { name: 'Session Expired' });
    await userEvent.keyboard('{Escape}');
    expect(navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });

  it("shows it on the sign-in page a signed-in page's link was sent to, once the session has ended", async () => {
    mockFetch(() => [200, { userDetails: ada }]);
    mockPath = '/fr/hotel/settings';
    const { rerender } = renderInSegment(
      'site',
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('Ada Obi');
    // The proxy sends a request without a session cookie from a settings tab to the sign-in page.
    mockPath = '/fr/login';
    rerender(
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('shows nothing when a visitor goes to the sign-in page, or a signed-in guest moves between other pages', async () => {
    mockFetch(() => [200, { userDetails: ada }]);
    mockPath = '/hotel/settings';
    const { rerender } = renderInSegment(
      'site',
      <AuthProvider loggedOutNotice="You have been logged out.">
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('Ada Obi');
    for (const path of ['/hotel/liked', '/hotels', '/login']) {
      mockPath = path;
      rerender(
        <AuthProvider loggedOutNotice="You have been logged out.">
          <Who />
        </AuthProvider>,
      );
    }
    // From /hotels (not a signed-in page) to /login: no dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
  });
});
