'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-center"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { toast: 'font-sans text-base', description: 'text-sm' } }}
      {...props}
    />
  );
}
