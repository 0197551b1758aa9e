/** @jest-environment node */
import type { GalleryImage } from '@/lib/content/gallery';
import type { StorageFile } from '@/lib/storage/files';
import { galleryFolders, mergeGallery, storageGalleryImages } from '@/lib/storage/gallery';

const categories = [
  { name: 'Chess', folder: 'chess' },
  { name: 'Cricket', folder: 'cricket' },
  { name: 'Flash events', folder: 'flash-events' },
];

const file = (fullPath: string): StorageFile => ({
  name: fullPath.slice(fullPath.lastIndexOf('/') + 1),
  fullPath,
  url: `https://storage.example/${encodeURIComponent(fullPath)}`,
});

const bundled = (category: string, name: string): GalleryImage => ({
  src: `/images/gallery/${category}/${encodeURIComponent(name)}`,
  alt: name.replace(/\.\w+$/, '').replace(/_/g, ' '),
  category,
  width: 800,
  height: 600,
});

it('lists images/gallery and one folder per category, its name in lower case', () => {
  expect(galleryFolders(categories)).toEqual([
    'images/gallery',
    'images/gallery/chess',
    'images/gallery/cricket',
    'images/gallery/flash events',
  ]);
});

describe('storageGalleryImages', () => {
  it('takes alt from the file name (underscores to spaces) and category from the parent folder', () => {
    const [first] = storageGalleryImages(
      [file('images/gallery/Cricket/Last_ball_six.jpg')],
      categories,
    );
    expect(first).toEqual({
      fileName: 'Last_ball_six.jpg',
      image: {
        src: 'https://storage.example/images%2Fgallery%2FCricket%2FLast_ball_six.jpg',
        alt: 'Last ball six',
        category: 'cricket',
        width: 1200,
        height: 900,
      },
    });
  });

  it('files a picture from the spec folder "flash events" (or "flash-events") under its chip', () => {
    const images = storageGalleryImages(
      [
        file('images/gallery/flash events/Relay.jpg'),
        file('images/gallery/Flash-Events/Sack_race.jpg'),
      ],
      categories,
    );
    expect(images.map(({ image }) => image.category)).toEqual(['flash-events', 'flash-events']);
  });

  it('orders files by numeric prefix', () => {
    const names = storageGalleryImages(
      [file('images/gallery/chess/10_b.jpg'), file('images/gallery/chess/2_a.jpg')],
      categories,
    ).map((entry) => entry.fileName);
    expect(names).toEqual(['2_a.jpg', '10_b.jpg']);
  });
});

describe('mergeGallery', () => {
  const base = [
    bundled('chess', 'Checkmate.svg'),
    bundled('cricket', 'Final_over.svg'),
    bundled('cricket', 'Huddle.svg'),
  ];

  it('replaces a bundled picture with the same category and file name in place (Storage wins)', () => {
    const storage = storageGalleryImages(
      [file('images/gallery/cricket/Final_over.jpg')],
      categories,
    );
    const merged = mergeGallery(base, storage, categories);
    expect(merged).toHaveLength(3);
    expect(merged[1]).toEqual({
      ...base[1],
      src: storage[0]?.image.src,
      bundledSrc: '/images/gallery/cricket/Final_over.svg',
    });
  });

  it('drops the build-made copies of a bundled picture that Storage replaces', () => {
    const withCopies: GalleryImage = {
      ...bundled('cricket', 'Final_over.jpg'),
      sources: {
        width: 800,
        height: 600,
        avif: '/_img/x-480.avif 480w',
        webp: '/_img/x-480.webp 480w',
      },
    };
    const storage = storageGalleryImages(
      [file('images/gallery/cricket/Final_over.png')],
      categories,
    );
    const [merged] = mergeGallery([withCopies], storage, categories);
    expect(merged).not.toHaveProperty('sources');
    expect(merged).toMatchObject({ src: storage[0]?.image.src, bundledSrc: withCopies.src });
  });

  it('does not treat the same file name in another category as a duplicate', () => {
    const storage = storageGalleryImages([file('images/gallery/chess/Final_over.jpg')], categories);
    const merged = mergeGallery(base, storage, categories);
    expect(merged).toHaveLength(4);
    expect(merged.slice(0, 3)).toEqual(base);
  });

  it('adds new pictures after all bundled ones, in category order, each file once', () => {
    const storage = storageGalleryImages(
      [
        file('images/gallery/flash events/Relay.jpg'),
        file('images/gallery/cricket/New_bat.jpg'),
        file('images/gallery/Team_photo.jpg'),
        file('images/gallery/chess/Blitz.jpg'),
        file('images/gallery/chess/Blitz.png'),
      ],
      categories,
    );
    const merged = mergeGallery(base, storage, categories);
    expect(merged.slice(0, 3)).toEqual(base);
    expect(merged.slice(3).map((image) => `${image.category}: ${image.alt}`)).toEqual([
      'chess: Blitz',
      'cricket: New bat',
      'flash-events: Relay',
      'gallery: Team photo',
    ]);
  });

  it('leaves the bundled gallery as it is when Storage has nothing', () => {
    expect(mergeGallery(base, [], categories)).toEqual(base);
  });
});
