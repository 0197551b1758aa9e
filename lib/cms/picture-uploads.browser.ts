// The content manager's upload gate, bundled to public/admin/picture-uploads.js by
// scripts/admin.ts and loaded before Decap: it lets only pictures into any of Decap's file
// pickers, named as the site's pictures are. Decap's image fields already ask the browser for
// images, but its Media page takes any file, and an x.html uploaded there would be served from
// the site's origin.
//
// It narrows every file input's `accept` list before its picker opens, and looks at a chosen
// file before Decap sees it (a capture listener on the document runs before React's, which
// listens on its root): a file of another kind is refused, and a picture named as phones name
// them is renamed as the build wants it (webSafePictureName), instead of failing the build after
// the save. The deploy guard refuses a file of another kind anyway; this tells the organiser at
// once, in the CMS. It also keeps the Media page from deleting pictures (below).
import { PICTURE_EXTENSIONS, webSafePictureName } from '@/lib/images/picture-name';

const ACCEPT = PICTURE_EXTENSIONS.map((extension) => `.${extension}`);

const isFileInput = (node: EventTarget | null): node is HTMLInputElement =>
  node instanceof HTMLInputElement && node.type === 'file';

/** A file's new name; a name with nothing web-safe left gets a unique one. */
const pictureName = (name: string) => webSafePictureName(name, `picture-${Date.now()}`);

document.addEventListener(
  'click',
  (event) => {
    if (isFileInput(event.target)) event.target.accept = ACCEPT.join(',');
  },
  true,
);

document.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (!isFileInput(input)) return;
    const files = [...(input.files ?? [])];
    const refused = files.filter((file) => !pictureName(file.name));
    if (refused.length > 0) {
      event.stopImmediatePropagation();
      event.preventDefault();
      input.value = '';
      window.alert(
        `Only pictures can be uploaded: ${refused.map((file) => file.name).join(', ')} is not one. ` +
          `Use a file ending in ${ACCEPT.join(', ')}.`,
      );
      return;
    }
    if (files.every((file) => pictureName(file.name) === file.name)) return;
    const renamed = new DataTransfer();
    for (const file of files) {
      renamed.items.add(
        new File([file], pictureName(file.name)!, {
          type: file.type,
          lastModified: file.lastModified,
        }),
      );
    }
    input.files = renamed.files;
  },
  true,
);

// Decap's Media page deletes a picture at once, whether or not an event, a sponsor or a member
// still shows it (its only question is "Are you sure you want to delete selected media?"): the
// next build then stops on the missing file, and every later deploy with it. Deleting is left
// to GitHub, where the change is reviewed with the rest.
export const NO_DELETE_MESSAGE =
  'Pictures are not deleted here: one that an event, a sponsor or a committee member still ' +
  'shows would stop the next deploy. To remove a picture no page uses, delete it on GitHub ' +
  '(public/images/…).';

document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button?.textContent?.trim() !== 'Delete selected') return;
    event.stopImmediatePropagation();
    event.preventDefault();
    window.alert(NO_DELETE_MESSAGE);
  },
  true,
);
