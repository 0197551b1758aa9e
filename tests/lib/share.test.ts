/** @jest-environment node */
import {
  canonicalPageUrl,
  defaultShareTitle,
  opensInPopup,
  popupFeatures,
  shareUrl,
  shareUrls,
} from '@/lib/share';

const url = 'https://team-sportivo.web.app/events/cricket/';
const title = 'Short Hand Cricket & more, 2025';

describe('share URL builders', () => {
  it('builds the Facebook sharer link with the encoded page URL', () => {
    const link = new URL(shareUrl('facebook', url, title));
    expect(link.origin + link.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(link.searchParams.get('u')).toBe(url);
    expect(shareUrl('facebook', url, title)).toContain(encodeURIComponent(url));
  });

  it('builds the Twitter intent with the URL and the title as text', () => {
    const link = new URL(shareUrl('twitter', url, title));
    expect(link.origin + link.pathname).toBe('https://twitter.com/intent/tweet');
    expect(link.searchParams.get('url')).toBe(url);
    expect(link.searchParams.get('text')).toBe(title);
    // The ampersand in the title must not start a new parameter.
    expect([...link.searchParams.keys()]).toEqual(['url', 'text']);
  });

  it('builds the LinkedIn share-offsite link', () => {
    const link = new URL(shareUrl('linkedin', url, title));
    expect(link.origin + link.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(link.searchParams.get('url')).toBe(url);
  });

  it('builds a plain wa.me link whose text is the title and the page address', () => {
    const link = shareUrl('whatsapp', url, title);
    expect(link).toBe(
      'https://wa.me/?text=Short%20Hand%20Cricket%20%26%20more%2C%202025%20https%3A%2F%2Fteam-sportivo.web.app%2Fevents%2Fcricket%2F',
    );
    const parsed = new URL(link);
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/');
    // One parameter: the ampersand in the title stays inside the text.
    expect([...parsed.searchParams.keys()]).toEqual(['text']);
    expect(parsed.searchParams.get('text')).toBe(`${title} ${url}`);
  });

  it('returns every network at once, WhatsApp first', () => {
    expect(Object.keys(shareUrls(url, title))).toEqual([
      'whatsapp',
      'facebook',
      'twitter',
      'linkedin',
    ]);
  });

  it("opens the spec's popup for Facebook, Twitter and LinkedIn, not for WhatsApp", () => {
    expect(
      (['whatsapp', 'facebook', 'twitter', 'linkedin'] as const).map((network) =>
        opensInPopup(network),
      ),
    ).toEqual([false, true, true, true]);
  });

  it('uses the club name in the default title', () => {
    expect(defaultShareTitle('Team Sportivo')).toBe('Check this out from Team Sportivo');
  });
});

describe('popupFeatures', () => {
  it('centres a 600x400 popup on the browser window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
  });

  it('never places the popup off screen when the window is smaller than the popup', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 360, outerHeight: 300 })).toBe(
      'width=600,height=400,left=0,top=0,noopener,noreferrer',
    );
  });
});

describe('canonicalPageUrl', () => {
  it('makes an absolute URL with a trailing slash on the site origin', () => {
    const site = 'https://team-sportivo.web.app';
    expect(canonicalPageUrl(site, '/events/cricket')).toBe(url);
    expect(canonicalPageUrl(site, '/events/cricket/')).toBe(url);
    expect(canonicalPageUrl(`${site}/`, '/')).toBe('https://team-sportivo.web.app/');
  });
});
