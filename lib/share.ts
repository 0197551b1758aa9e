/**
 * Share links, free of site settings so client components can use it: the site's address and
 * name come in as arguments (from lib/site-config.ts, read on the server).
 */

/** WhatsApp first: in Kolkata a link goes round on WhatsApp. */
export const SHARE_NETWORKS = ['whatsapp', 'facebook', 'twitter', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};

/**
 * The networks whose share page opens in the spec's 600x400 popup. WhatsApp's link opens the
 * app on a phone (and WhatsApp Web elsewhere) in a new tab: a popup window would only get in
 * its way.
 */
export function opensInPopup(network: ShareNetwork): boolean {
  return network !== 'whatsapp';
}

/** The share popup's size (spec: 600x400). */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** How long Copy link shows its copied state, in milliseconds (spec: 2 s). */
export const COPIED_DURATION_MS = 2000;

/** The default share title: "Check this out from Team Sportivo". */
export function defaultShareTitle(siteName: string): string {
  return `Check this out from ${siteName}`;
}

/** The share address of one network for a page URL and a title. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  switch (network) {
    case 'whatsapp':
      // A plain wa.me link (no JavaScript, no app id): the message is the title and the address.
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ url, text: title })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
  }
}

/** Every network's share address. */
export function shareUrls(url: string, title: string): Record<ShareNetwork, string> {
  return Object.fromEntries(
    SHARE_NETWORKS.map((network) => [network, shareUrl(network, url, title)]),
  ) as Record<ShareNetwork, string>;
}

/** The browser window's position and size, as window.screenX / outerWidth report them. */
export type WindowFrame = {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
};

/** window.open features for a 600x400 popup centred on the current window. */
export function popupFeatures(frame: WindowFrame, size = SHARE_POPUP): string {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top},noopener,noreferrer`;
}

/** The canonical address of a site path on the site at `siteUrl`: absolute, with a trailing slash. */
export function canonicalPageUrl(siteUrl: string, pathname: string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}
