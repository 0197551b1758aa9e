/** @jest-environment node */
import { osmEmbedUrl, osmLinkUrl } from '@/lib/contact/map';
import { getSite } from '@/lib/content/site';

describe('OpenStreetMap URLs', () => {
  const point = { latitude: 22.5735, longitude: 88.4331 };

  it('centres the embed on the point with a marker', () => {
    const url = new URL(osmEmbedUrl(point));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('22.57350,88.43310');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(point.longitude);
    expect(east).toBeGreaterThan(point.longitude);
    expect(south).toBeLessThan(point.latitude);
    expect(north).toBeGreaterThan(point.latitude);
  });

  it('links to the same point on openstreetmap.org', () => {
    expect(osmLinkUrl(point)).toBe(
      'https://www.openstreetmap.org/?mlat=22.57350&mlon=88.43310#map=17/22.57350/88.43310',
    );
  });

  it('uses the coordinates from content/site.ts', () => {
    expect(osmEmbedUrl(getSite().contact.coordinates)).toContain('marker=');
  });
});
