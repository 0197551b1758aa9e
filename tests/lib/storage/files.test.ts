/** @jest-environment node */
import { fileNameOf, parentFolderOf, stripExtension } from '@/lib/storage/files';
import { storageBucket } from '@/lib/storage/load';

it('splits Storage paths into file name, name without extension and parent folder', () => {
  expect(fileNameOf('images/Events/chess-u9.jpeg')).toBe('chess-u9.jpeg');
  expect(stripExtension('chess-u9.jpeg')).toBe('chess-u9');
  expect(stripExtension('README')).toBe('README');
  expect(parentFolderOf('images/gallery/flash-events/Relay.jpg')).toBe('flash-events');
  expect(parentFolderOf('top.jpg')).toBe('');
});

it('turns Storage off entirely when no bucket is configured', () => {
  expect(storageBucket({ NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: undefined })).toBeNull();
  expect(storageBucket({ NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'club.appspot.com' })).toBe(
    'club.appspot.com',
  );
});
