import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signIn, signInWithGoogle, signUp } from '@/lib/auth/actions';
import { loadAuth } from '@/lib/auth/session';
import { AuthForm } from '@/components/auth/auth-form';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace }) }));
jest.mock('@/lib/auth/actions', () => ({
  signIn: jest.fn(),
  signUp: jest.fn(),
  signInWithGoogle: jest.fn(),
}));
jest.mock('@/lib/auth/session', () => ({ loadAuth: jest.fn(() => Promise.resolve()) }));

describe('AuthForm', () => {
  beforeEach(() => {
    jest.mocked(loadAuth).mockClear();
    mockReplace.mockClear();
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
    // The field it is about, and that one only, is marked and described by it.
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('says a second mismatch again: the sentence is emptied before it is written back', async () => {
    // What happens to the alert's text, change by change: "-" removed, "+…" written.
    const texts: string[] = [];
    render(<AuthForm mode="signup" />);
    const alert = screen.getByRole('alert');
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.removedNodes.length > 0) texts.push('-');
        for (const node of record.addedNodes) texts.push(`+${node.textContent ?? ''}`);
        if (record.type === 'characterData') texts.push(`+${record.target.textContent ?? ''}`);
      }
    });
    observer.observe(alert, { childList: true, characterData: true, subtree: true });
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret-two');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(texts).toEqual(['+Passwords do not match', '-', '+Passwords do not match']),
    );
    observer.disconnect();
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
    expect(mockReplace).not.toHaveBeenCalled();
    finish();
    // Signed in: the form sends the visitor home (and stays busy until the page changes).
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'));
    expect(mockReplace).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Signing In…' })).toBeDisabled();
  });

  it('lets the email sign-in go while Google’s window is still open, and says nothing of Google’s after', async () => {
    // On a phone Google's window is a tab of its own: a visitor back without closing it waits.
    let closed: (error: unknown) => void = () => {};
    jest
      .mocked(signInWithGoogle)
      .mockImplementation(() => new Promise((_resolve, reject) => (closed = reject)));
    jest.mocked(signIn).mockResolvedValue({ uid: '1', email: null, displayName: null });
    render(<AuthForm mode="signin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: /Waiting for Google/ })).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(submit);
    expect(signIn).toHaveBeenCalledWith('a@example.com', 'secret');
    // Google's window closed later: its failure is not the latest attempt's.
    closed(Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^$/);
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
    // Not about what was typed: no field is marked.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('marks the fields an account problem is about, described by the sentence', async () => {
    jest
      .mocked(signIn)
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    render(<AuthForm mode="signin" />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('The email or password is incorrect.');
    for (const label of ['Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        'The email or password is incorrect.',
      );
    }
  });
});
