import type { GalleryCategory, GalleryImage } from '@/lib/content/gallery';
import { galleryCategoryId } from '@/lib/routes';
import { Img } from '@/components/ui/img';

export type GalleryNoScriptProps = { categories: GalleryCategory[]; images: GalleryImage[] };

/**
 * Without JavaScript the chips, the toggle and the lightbox cannot work, so the interactive
 * gallery is hidden and every picture is listed here instead, by category, each linking to its file.
 */
export function GalleryNoScript({ categories, images }: GalleryNoScriptProps) {
  return (
    <noscript>
      <style>{'[data-gallery-browser]{display:none}'}</style>
      <div className="flex flex-col gap-12">
        {categories.map((category) => {
          const pictures = images.filter((image) => image.category === category.folder);
          if (pictures.length === 0) return null;
          return (
            <section key={category.folder} aria-labelledby={galleryCategoryId(category.folder)}>
              <h2 id={galleryCategoryId(category.folder)} className="mb-4 text-2xl font-extrabold">
                {category.name}
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {pictures.map((image) => (
                  <li key={image.src}>
                    <a href={image.src} className="block overflow-hidden rounded-lg bg-primary-2">
                      <Img
                        src={image.src}
                        sources={image.sources}
                        alt={image.alt}
                        width={image.width}
                        height={image.height}
                        className="aspect-[4/3] size-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </noscript>
  );
}
