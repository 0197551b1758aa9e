import type * as React from 'react';

import type { ShareNetwork } from '@/lib/share';
import { FacebookIcon, LinkedinIcon, WhatsAppIcon, XIcon } from '@/components/icons/brand-icons';

/** The brand mark of each share network (Twitter's is now the X mark). */
export const shareNetworkIcons: Record<
  ShareNetwork,
  (props: React.ComponentProps<'svg'>) => React.JSX.Element
> = {
  whatsapp: WhatsAppIcon,
  facebook: FacebookIcon,
  twitter: XIcon,
  linkedin: LinkedinIcon,
};
