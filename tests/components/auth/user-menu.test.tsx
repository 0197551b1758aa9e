import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signOut } from '@/lib/auth/actions';
import { avatarLetter } from '@/components/auth/avatar-badge';
import { UserMenu } from '@/components/auth/user-menu';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
jest.mock('@/lib/auth/actions', () => ({ signOut: jest.fn() }));

describe('UserMenu', () => {
  it('shows the first letter of the email, or U', () => {
    expect(avatarLetter({ uid: '1', email: 'priya@example.com', displayName: null })).toBe('P');
    expect(avatarLetter({ uid: '1', email: null, displayName: 'No Email' })).toBe('U');
  });

  it('is named by the name it shows first (label in name), then what it opens, for whom', () => {
    render(<UserMenu user={{ uid: '1', email: 'priya@example.com', displayName: 'Priya' }} />);
    const trigger = screen.getByRole('button', { name: /account menu/ });
    // Named by its content, not over it, so the name cannot drift from what it shows (the
    // letter repeats the email's first letter and is left out). Testing Library puts a space
    // between the two spans where Chrome does not.
    expect(trigger).not.toHaveAttribute('aria-label');
    expect(trigger).toHaveAccessibleName(/^Priya ?: account menu for priya@example\.com$/);
    expect(within(trigger).getByText('Priya')).not.toHaveAttribute('aria-hidden');
  });

  it('shows the name (or User) and email, and signs out to the home page', async () => {
    jest.mocked(signOut).mockResolvedValue();
    render(<UserMenu user={{ uid: '1', email: 'priya@example.com', displayName: null }} />);
    await userEvent.click(
      screen.getByRole('button', { name: /^User ?: account menu for priya@example\.com$/ }),
    );
    expect(screen.getByRole('menu')).toHaveTextContent('User');
    expect(screen.getByRole('menu')).toHaveTextContent('priya@example.com');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
    expect(mockPush).toHaveBeenCalledWith('/');
  });

  it('logs "Error signing out" and stays put when sign-out fails', async () => {
    const failure = new Error('network down');
    jest.mocked(signOut).mockRejectedValue(failure);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<UserMenu user={{ uid: '1', email: 'priya@example.com', displayName: 'Priya' }} />);
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.getByRole('menu')).toHaveTextContent('Priya');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(log).toHaveBeenCalledWith('Error signing out', failure);
    expect(mockPush).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('UserMenu after its placeholder', () => {
  const user = { uid: '1', email: 'priya@example.com', displayName: 'Priya' };

  it('opens at once when the placeholder was clicked, and stays open', async () => {
    render(<UserMenu user={user} intent={{ open: true, focus: true, keyboard: false }} />);
    expect(await screen.findByRole('menu')).toHaveTextContent('priya@example.com');
    // The open menu takes the focus itself; had the trigger taken it then, the menu would close.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    expect(screen.getByRole('button', { name: /account menu/ })).not.toHaveFocus();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('opened from the keyboard, focuses the first item', async () => {
    render(<UserMenu user={user} intent={{ open: true, focus: true, keyboard: true }} />);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
  });

  it('only focused (from the keyboard), takes the focus over with its ring showing', async () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    render(<UserMenu user={user} intent={{ open: false, focus: true, keyboard: false }} />);
    const trigger = screen.getByRole('button', { name: /account menu/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(focus.mock.contexts.at(-1)).toBe(trigger);
    expect(focus.mock.calls.at(-1)).toEqual([{ focusVisible: true }]);
    focus.mockRestore();
  });

  it('only focused, takes the focus over and stays closed', async () => {
    render(<UserMenu user={user} intent={{ open: false, focus: true, keyboard: false }} />);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Priya ?: account menu for priya@example\.com$/ }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
