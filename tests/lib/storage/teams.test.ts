/** @jest-environment node */
import type { StorageFile } from '@/lib/storage/files';
import { memberPhotoUrls, teamImages, teamImagesFolder } from '@/lib/storage/teams';

const file = (name: string): StorageFile => ({
  name,
  fullPath: `images/teams/CC/${name}`,
  url: `https://storage.example/CC/${name}`,
});

describe('teamImages', () => {
  it('orders by the numeric prefix of the file name: 2 before 10, then by name', () => {
    const files = ['10_dev.jpg', '2_rahul.jpg', '1_aditi.jpg', 'no-number.jpg', '2_anna.jpg'];
    expect(teamImages(files.map(file)).map((image) => image.fileName)).toEqual([
      '1_aditi.jpg',
      '2_anna.jpg',
      '2_rahul.jpg',
      '10_dev.jpg',
      'no-number.jpg',
    ]);
  });

  it('keeps each file’s full path and URL', () => {
    expect(teamImages([file('3_sneha.jpg')])).toEqual([
      {
        fileName: '3_sneha.jpg',
        fullPath: 'images/teams/CC/3_sneha.jpg',
        url: 'https://storage.example/CC/3_sneha.jpg',
      },
    ]);
  });
});

describe('memberPhotoUrls', () => {
  it('matches each member by the file name their entry names, extension aside; extras are ignored', () => {
    const files = [file('1_aditi-example.svg'), file('2_rahul-sample.jpg'), file('99_new.jpg')];
    expect(
      memberPhotoUrls(files, ['1_aditi-example.svg', '2_rahul-sample.svg', '3_sneha.svg']),
    ).toEqual({
      '1_aditi-example.svg': 'https://storage.example/CC/1_aditi-example.svg',
      '2_rahul-sample.svg': 'https://storage.example/CC/2_rahul-sample.jpg',
    });
  });

  it('prefers the exact file name over a twin with another extension', () => {
    const files = [file('4_ria.png'), file('4_ria.jpg')];
    expect(memberPhotoUrls(files, ['4_ria.jpg'])).toEqual({
      '4_ria.jpg': 'https://storage.example/CC/4_ria.jpg',
    });
  });

  it('does not match a different member whose name only starts the same', () => {
    expect(memberPhotoUrls([file('4_ria-sample.jpg')], ['4_ria.jpg'])).toEqual({});
  });
});

it('names the Storage folder after the public one', () => {
  expect(teamImagesFolder('leader')).toBe('images/teams/leader');
});
