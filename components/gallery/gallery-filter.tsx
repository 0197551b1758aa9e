import type * as React from 'react';

import { REPLAY_TAP } from '@/lib/early-taps';
import { buttonVariants } from '@/components/ui/button-variants';

export type GalleryFilterOption = { value: string; label: string };

export type GalleryFilterProps = {
  options: GalleryFilterOption[];
  value: string;
  onChange: (value: string) => void;
  ref?: React.Ref<HTMLDivElement>;
};

/** Single-select category chips: toggle buttons of which exactly one is pressed. */
export function GalleryFilter({ options, value, onChange, ref }: GalleryFilterProps) {
  return (
    <div
      ref={ref}
      role="group"
      aria-label="Filter images by category"
      className="flex scroll-mt-24 flex-wrap gap-2"
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            {...REPLAY_TAP}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={buttonVariants({
              size: 'sm',
              variant: pressed ? 'primary' : 'secondary',
              shape: 'round',
            })}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
