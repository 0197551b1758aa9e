import { publicFile } from '@/lib/content/parse';
import { PICTURE_FILE_NAME } from '@/lib/images/picture-files';
import { webSafePictureName } from '@/lib/images/picture-name';

// One rule for a picture's name: the upload gate renames a file with it, and the build's message
// for a file named otherwise suggests the same name.
describe('webSafePictureName', () => {
  it.each([
    ['WhatsApp Image 2026-04-12 at 10.30.15.jpeg', 'whatsapp-image-2026-04-12-at-10-30-15.jpeg'],
    ['IMG_2041.JPG', 'img_2041.jpg'],
    ['  Final (2).PNG', 'final-2.png'],
    ['Médaille d’or.webp', 'm-daille-d-or.webp'],
    ['📷.svg', 'picture.svg'],
    ['final-over.jpg', 'final-over.jpg'],
  ])('%s → %s, a name the site takes', (name, expected) => {
    expect(webSafePictureName(name)).toBe(expected);
    expect(PICTURE_FILE_NAME.test(expected)).toBe(true);
  });

  it('is null for a file that is not a picture', () => {
    for (const name of ['notes.pdf', 'x.html', 'photo', '.jpg', 'picture.jpg.exe']) {
      expect(webSafePictureName(name)).toBeNull();
    }
  });

  it("is what the build's message suggests for a picture named otherwise", () => {
    const field = publicFile('images/Events', '/images/Events/cricket.svg');
    for (const name of ['Handball Final.svg', 'IMG 2041 .jpg', '(1) team.png']) {
      const result = field.safeParse(`/images/Events/${name}`);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(
        new RegExp(`rename the file, e\\.g\\. ${webSafePictureName(name)!.replace('.', '\\.')}$`),
      );
    }
  });
});
