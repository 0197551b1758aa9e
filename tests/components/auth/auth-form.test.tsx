import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signIn, signUp } from '@/lib/auth/actions';
import { loadAuth } from '@/lib/auth/session';
import { AuthForm } from '@/components/auth/auth-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
jest.mock('@/lib/auth/actions', () => ({
  signIn: jest.fn(),
  signUp: jest.fn(),
  signInWithGoogle: jest.fn(),
}));
jest.mock('@/lib/auth/session', () => ({ loadAuth: jest.fn(() => Promise.resolve()) }));

describe('AuthForm', () => {
  beforeEach(() => {
    jest.mocked(loadAuth).mockClear();
    mockPush.mockClear();
  });

  it('downloads the Auth SDK only when the visitor first touches the form', async () => {
    render(<AuthForm mode="signin" />);
    expect(loadAuth).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(loadAuth).toHaveBeenCalled();
  });

  it('posts rather than gets, so a native submit never puts the password in the address', () => {
    const { container } = render(<AuthForm mode="signup" />);
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('sign up refuses different passwords without sending anything', async () => {
    render(<AuthForm mode="signup" />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('is busy while signing in, blocks a second submit, then goes home', async () => {
    let finish: () => void = () => {};
    jest
      .mocked(signIn)
      .mockImplementation(
        () =>
          new Promise(
            (resolve) => (finish = () => resolve({ uid: '1', email: null, displayName: null })),
          ),
      );
    render(<AuthForm mode="signin" />);
    await userEvent.type(screen.getByLabelText('Email'), ' a@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = screen.getByRole('button', { name: 'Signing In…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('a@example.com', 'secret');
    expect(mockPush).not.toHaveBeenCalled();
    finish();
    // Signed in: the form sends the visitor home (and stays busy until the page changes).
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/'));
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Signing In…' })).toBeDisabled();
  });

  it('shows the provider error under the fields and re-enables the form', async () => {
    jest
      .mocked(signIn)
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    render(<AuthForm mode="signin" />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Too many attempts. Wait a few minutes, then try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', 'auth-error');
  });
});
