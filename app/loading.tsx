import { Spinner } from '@/components/ui/spinner';

/** Shown during client-side navigation while the next page's data arrives. */
export default function Loading() {
  return (
    <div className="surface-dark bg-primary pt-16">
      <Spinner className="min-h-[60vh] bg-background" />
    </div>
  );
}
