/** The signed-in user as the site sees it (spec: email, displayName, uid). */
export type AuthUser = { uid: string; email: string | null; displayName: string | null };

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: AuthUser };
