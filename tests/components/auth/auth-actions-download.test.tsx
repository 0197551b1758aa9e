import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AuthActions } from '@/components/auth/auth-actions';

// A signed-in visitor's account menu downloads after the page. Should that download fail once
// (offline at the venue), the avatar stays a button, and the next press downloads the menu
// again and opens it (React.lazy alone kept the failure: the avatar did nothing until a reload,
// and the visitor could not sign out).
const SIGNED_IN = {
  status: 'signed-in',
  user: { uid: '1', email: 'priya@example.com', displayName: 'Priya' },
};
jest.mock('@/lib/auth/session', () => ({
  authStore: {
    subscribe: () => () => {},
    getSnapshot: () => SIGNED_IN,
    getServerSnapshot: () => SIGNED_IN,
  },
  initAuthState: () => () => {},
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/auth/actions', () => ({ signOut: jest.fn() }));
let downloads = 0;
jest.mock('@/components/auth/user-menu', () => {
  downloads += 1;
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('@/components/auth/user-menu');
});

it('opens the account menu on the next press after its download failed once', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<AuthActions signedOut={<a href="/signin/">Sign In</a>} />);
  await waitFor(() => expect(quiet).toHaveBeenCalled());
  expect(downloads).toBe(1);
  const avatar = screen.getByRole('button', { name: /account menu for priya@example\.com/ });

  await user.click(avatar);
  expect(await screen.findByRole('menu')).toHaveTextContent('priya@example.com');
  expect(downloads).toBe(2);
  quiet.mockRestore();
});
