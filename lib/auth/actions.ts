import { loadAuth } from './session';
import { prepareSignOutSync, syncSignIn } from './token-sync';
import type { AuthUser } from './types';

// What the sign-in, sign-up and header components call. Each loads the SDK on first use.

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const auth = await loadAuth();
  const user = await auth.signInWithEmail(email, password);
  void syncSignIn(auth.getFreshIdToken);
  return user;
}

export async function signUp(email: string, password: string): Promise<AuthUser> {
  const auth = await loadAuth();
  const user = await auth.signUpWithEmail(email, password);
  void syncSignIn(auth.getFreshIdToken);
  return user;
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const auth = await loadAuth();
  const user = await auth.signInWithGoogle();
  void syncSignIn(auth.getFreshIdToken);
  return user;
}

export async function signOut(): Promise<void> {
  const auth = await loadAuth();
  const syncSignOut = await prepareSignOutSync(auth.getFreshIdToken);
  await auth.signOutUser();
  void syncSignOut();
}
