// What the site takes as a picture's file name, written once for the build (which names the fix
// in its message) and the content manager's upload gate (which renames the file before the
// save). No imports: scripts/admin.ts bundles this for the browser.

/**
 * What may ship in the site's picture folders: pictures, named with a lower-case picture
 * extension. Everything under these folders is served with a sandboxing policy (firebase.json),
 * and the deploy guard refuses any other file there, so an upload can never become a page or a
 * script on the site's origin. The loaders, the CMS and the guard all read this one list.
 */
export const PICTURE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

/**
 * The name the site takes for a picture file: letters, digits, "-" and "_" in lower case, with a
 * lower-case extension ("WhatsApp Image 2026-04-12 at 10.30.15.jpeg" becomes
 * "whatsapp-image-2026-04-12-at-10-30-15.jpeg", "IMG_2041.JPG" becomes "img_2041.jpg"); `empty`
 * when nothing of the name is left ("📷.jpg"). Null for a file that is not a picture.
 */
export function webSafePictureName(name: string, empty = 'picture'): string | null {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const base = name
    .slice(0, dot)
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || empty}.${extension}`;
}
