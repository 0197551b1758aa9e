/** @jest-environment node */
import { getSite } from '@/lib/content/site';
import { directionsUrl, osmEmbedUrl, osmLinkUrl, venueQuery } from '@/lib/map';

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

  it("marks the club's coordinates from content/site.json, to five decimals", () => {
    const { latitude, longitude } = getSite().contact.coordinates;
    const url = new URL(osmEmbedUrl(getSite().contact.coordinates));
    expect(url.searchParams.get('marker')).toBe(`${latitude.toFixed(5)},${longitude.toFixed(5)}`);
  });
});

describe('directions', () => {
  const site = getSite();

  it('names the venue: the event location, the institute and the club map search', () => {
    expect(venueQuery(site, 'Main Campus Ground')).toBe(
      `Main Campus Ground, ${site.institute}, ${site.contact.mapQuery}`,
    );
    expect(venueQuery(site)).toBe(`${site.institute}, ${site.contact.mapQuery}`);
  });

  it("links to Google Maps' directions to it, with no key", () => {
    const link = new URL(directionsUrl('Seminar Hall, KIEM & Co, Kolkata 700091'));
    expect(link.origin + link.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      api: '1',
      destination: 'Seminar Hall, KIEM & Co, Kolkata 700091',
    });
  });
});
