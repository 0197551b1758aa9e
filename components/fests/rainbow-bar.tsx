import { cn } from '@/lib/utils';

// Violet, indigo, blue, green, yellow, orange, red: VIBGYOR's seven colours. Decorative only;
// no text ever sits on them.
const STRIPES = [
  'bg-violet-600',
  'bg-indigo-600',
  'bg-blue-500',
  'bg-green-500',
  'bg-yellow-400',
  'bg-orange-500',
  'bg-red-600',
];

export type RainbowBarProps = { className?: string };

/** VIBGYOR's rainbow, as a thin decorative band. */
export function RainbowBar({ className }: RainbowBarProps) {
  return (
    <div aria-hidden="true" data-testid="rainbow-bar" className={cn('flex h-2 w-full', className)}>
      {STRIPES.map((stripe) => (
        <span key={stripe} className={cn('flex-1', stripe)} />
      ))}
    </div>
  );
}
