import { Fragment } from 'react';

export type EmailTextProps = { email: string };

/**
 * An email address a narrow column breaks after the @ or before a dot ("hello@" /
 * "team-sportivo" / ".example"), not mid-word; give its box wrap-anywhere for a part still too
 * long for it.
 */
export function EmailText({ email }: EmailTextProps) {
  const at = email.indexOf('@') + 1;
  const [first, ...rest] = email.slice(at).split('.');
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </span>
  );
}
