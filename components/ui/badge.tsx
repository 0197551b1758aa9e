import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit items-center gap-1 rounded-full px-3 py-1 font-semibold tracking-wide whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'bg-accent text-accent-foreground',
        primary: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        outline: 'border border-current bg-transparent',
        destructive: 'bg-destructive text-destructive-foreground',
        warning: 'bg-amber-300 text-amber-950',
        platinum: 'bg-slate-800 text-white',
        gold: 'bg-amber-300 text-amber-950',
        silver: 'bg-slate-200 text-slate-900',
      },
      size: { default: 'text-xs', lg: 'text-sm' },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
