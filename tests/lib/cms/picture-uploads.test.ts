import { pictureUploadsScript } from '@/lib/cms/picture-uploads';

/** Runs the served script in this jsdom page, as the admin page's first script. */
beforeAll(() => {
  new Function(pictureUploadsScript())();
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
  const files = names.map((name) => new File(['x'], name));
  Object.defineProperty(input, 'files', { configurable: true, value: files });
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

  it.each([['x.html'], ['team.SVG'], ['notes.pdf'], ['photo.jpg', 'page.htm']])(
    'refuses %s before the CMS sees it, and says why',
    (...names) => {
      const { input, seen } = decapInput();
      choose(input, names);
      expect(seen).toEqual([]);
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('Only pictures can be uploaded'));
    },
  );
});
