/**
 * jsdom has no DataTransfer, which browsers use to hand an input a new list of files: the least
 * of it the script uses.
 */
class FakeDataTransfer {
  files: File[] = [];
  items = { add: (file: File) => this.files.push(file) };
}

/** Runs the gate in this jsdom page, as the admin page's first script (its bundle's source). */
beforeAll(async () => {
  Object.assign(globalThis, { DataTransfer: FakeDataTransfer });
  await import('@/lib/cms/picture-uploads.browser');
});

/** A file input inside a root that listens as React does (bubbling, on its container). */
function decapInput() {
  const root = document.createElement('div');
  const input = document.createElement('input');
  input.type = 'file';
  root.append(input);
  document.body.append(root);
  const seen: string[] = [];
  root.addEventListener('change', () =>
    seen.push([...(input.files ?? [])].map((f) => f.name).join()),
  );
  return { input, seen };
}

function choose(input: HTMLInputElement, names: string[]) {
  const files = names.map((name) => new File(['x'], name, { type: 'image/jpeg' }));
  Object.defineProperty(input, 'files', { configurable: true, writable: true, value: files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the CMS upload gate', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it('narrows every file picker to the picture extensions before it opens', () => {
    const { input } = decapInput();
    input.click();
    expect(input.accept).toBe('.svg,.png,.jpg,.jpeg,.webp,.avif');
  });

  it('lets pictures with a lower-case extension through to the CMS', () => {
    const { input, seen } = decapInput();
    choose(input, ['final-over.jpg', 'logo.svg']);
    expect(seen).toEqual(['final-over.jpg,logo.svg']);
    expect(alert).not.toHaveBeenCalled();
  });

  it('renames a picture named as phones name them, as the build wants it, keeping its bytes', () => {
    const { input, seen } = decapInput();
    choose(input, ['WhatsApp Image 2026-04-12 at 10.30.15.jpeg', 'IMG_2041.JPG', 'logo.svg']);
    expect(seen).toEqual(['whatsapp-image-2026-04-12-at-10-30-15.jpeg,img_2041.jpg,logo.svg']);
    const [renamed] = [...(input.files ?? [])];
    expect(renamed!.type).toBe('image/jpeg');
    expect(renamed!.size).toBe(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([['x.html'], ['archive.png.html'], ['notes.pdf'], ['photo.jpg', 'page.htm'], ['.png']])(
    'refuses %s before the CMS sees it, and says why',
    (...names) => {
      const { input, seen } = decapInput();
      choose(input, names);
      expect(seen).toEqual([]);
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('Only pictures can be uploaded'));
    },
  );
});

describe("the Media page's Delete selected", () => {
  it('deletes nothing and says where pictures are removed', async () => {
    const { NO_DELETE_MESSAGE } = await import('@/lib/cms/picture-uploads.browser');
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const root = document.createElement('div');
    const button = document.createElement('button');
    button.innerHTML = '<span> Delete selected </span>';
    const other = document.createElement('button');
    other.textContent = 'Choose selected';
    root.append(button, other);
    document.body.append(root);
    const clicked: string[] = [];
    root.addEventListener('click', (event) =>
      clicked.push((event.target as Element).closest('button')!.textContent!.trim()),
    );
    button.querySelector('span')!.click();
    other.click();
    expect(clicked).toEqual(['Choose selected']);
    expect(alert).toHaveBeenCalledWith(NO_DELETE_MESSAGE);
    alert.mockRestore();
  });
});
