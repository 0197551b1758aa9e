import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

export type HeaderActionsProps = { layout?: 'row' | 'stack' };

/** What a signed-out visitor sees: Sign In and Join Us. */
export function HeaderActions({ layout = 'row' }: HeaderActionsProps) {
  const stack = layout === 'stack';
  return (
    <>
      <Button asChild variant="ghost" className={stack ? 'w-full' : undefined}>
        <Link href={ROUTES.signIn}>Sign In</Link>
      </Button>
      <Button asChild className={stack ? 'w-full' : undefined}>
        <Link href={ROUTES.contact}>Join Us</Link>
      </Button>
    </>
  );
}
