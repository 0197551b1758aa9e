/** @jest-environment node */
import { eventImageUrls } from '@/lib/events/storage';
import type { StorageFile } from '@/lib/storage/files';

const file = (name: string): StorageFile => ({
  name,
  fullPath: `images/Events/${name}`,
  url: `https://storage.example/${name}`,
});

describe('eventImageUrls', () => {
  it('maps each file to the event named by its file name without extension', () => {
    expect(
      eventImageUrls([file('cricket.jpg'), file('table-tennis.webp')], ['cricket', 'table-tennis']),
    ).toEqual({
      cricket: 'https://storage.example/cricket.jpg',
      'table-tennis': 'https://storage.example/table-tennis.webp',
    });
  });

  it('ignores files that match no event id, and events without a file keep nothing', () => {
    expect(eventImageUrls([file('rugby.jpg'), file('cricket.png')], ['cricket', 'flash'])).toEqual({
      cricket: 'https://storage.example/cricket.png',
    });
  });

  it('needs the whole name to match: "chess.jpg" is not chess-u9, "chess-u9.old.jpg" is not either', () => {
    expect(eventImageUrls([file('chess.jpg'), file('chess-u9.old.jpg')], ['chess-u9'])).toEqual({});
  });

  it('picks the first file by name when an event has two, whatever the listing order', () => {
    const urls = eventImageUrls([file('cricket.png'), file('cricket.jpg')], ['cricket']);
    expect(urls).toEqual({ cricket: 'https://storage.example/cricket.jpg' });
    expect(eventImageUrls([file('cricket.jpg'), file('cricket.png')], ['cricket'])).toEqual(urls);
  });
});
