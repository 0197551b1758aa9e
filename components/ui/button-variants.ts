import { cva } from 'class-variance-authority';

// Separate from button.tsx so client components can style a native element as a button
// without pulling in Radix's Slot.
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-accent text-accent-foreground hover:bg-accent-hover',
        primary: 'bg-primary text-primary-foreground hover:bg-primary-2',
        outline:
          'border-2 border-primary bg-transparent text-primary hover:bg-primary hover:text-primary-foreground',
        'outline-light':
          'border-2 border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-primary-muted',
        ghost: 'text-current hover:bg-muted hover:text-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        muted: 'bg-muted text-muted-foreground',
        // The link look ignores the size's height and padding.
        link: 'h-auto! px-0! text-accent-strong underline-offset-4 hover:underline',
        // Controls over a picture on a dark overlay (the gallery lightbox).
        overlay:
          'border-2 border-primary-foreground/70 bg-primary/70 text-primary-foreground hover:bg-primary',
      },
      shape: {
        default: 'rounded-md',
        round: 'rounded-full',
      },
      size: {
        default: 'h-11 px-5 text-base',
        sm: 'h-11 px-4 text-sm',
        lg: 'h-12 px-7 text-base',
        // A long label that may wrap: data-wrap (app/globals.css).
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default' },
  },
);
