'use client';

import * as React from 'react';

import type { GalleryCategory, GalleryImage } from '@/lib/content/gallery';
import { REPLAY_TAP } from '@/lib/early-taps';
import { gridImageLoading } from '@/lib/images/grid-loading';
import { galleryCategoryId } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadBoundary } from '@/components/common/load-boundary';

import { GalleryFilter } from './gallery-filter';
import { GalleryTile } from './gallery-tile';
import { useBackCloses } from './use-back-closes';
import { useCategoryFromAddress } from './use-category-from-address';
import { useGalleryImages } from './use-gallery-images';

// The dialog (and its Radix code) loads when a picture is first opened, not with the page.
// React.lazy keeps a failed download: after one, a new one is made, and the next tap on a
// picture downloads it again.
const loadLightbox = () =>
  import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox }));
let GalleryLightbox = React.lazy(loadLightbox);

/** How many pictures show before "View All Images". */
export const INITIAL_IMAGE_COUNT = 8;
const ALL = 'all';
/** The grid's columns below (grid-cols-2 on a phone, lg:grid-cols-4). */
const COLUMNS = { phone: 2, wide: 4 };

export type GalleryBrowserProps = { categories: GalleryCategory[]; images: GalleryImage[] };

/** Category chips, the picture grid with its View All / Show Less toggle, and the lightbox. */
export function GalleryBrowser({ categories, images: bundled }: GalleryBrowserProps) {
  // The bundled pictures first (what the HTML shows), joined by Storage's after the page is idle.
  const images = useGalleryImages(categories, bundled);
  const [category, setCategory] = React.useState(ALL);
  const [expanded, setExpanded] = React.useState(false);
  const [openIndex, setOpenIndex] = React.useState<number | null>(null);
  const openerRef = React.useRef<HTMLElement | null>(null);
  const filterRef = React.useRef<HTMLDivElement>(null);
  const gridRef = React.useRef<HTMLUListElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const focusAfterToggle = React.useRef(false);
  const gridId = React.useId();
  // An open picture is a step in the tab's history: the phone's Back closes it and keeps the
  // page as it was (the category, View All), rather than leaving the gallery.
  const lightbox = useBackCloses(openIndex !== null, () => setOpenIndex(null));

  const filtered = React.useMemo(
    () => (category === ALL ? images : images.filter((image) => image.category === category)),
    [category, images],
  );
  const visible = expanded ? filtered : filtered.slice(0, INITIAL_IMAGE_COUNT);
  const canExpand = filtered.length > INITIAL_IMAGE_COUNT;

  // Expanding moves focus to the first newly shown picture; collapsing keeps it on the toggle.
  React.useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    if (expanded) {
      gridRef.current?.querySelectorAll<HTMLButtonElement>('button')[INITIAL_IMAGE_COUNT]?.focus();
    } else {
      toggleRef.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [expanded]);

  const wroteHash = useCategoryFromAddress(categories, {
    filterRef,
    all: ALL,
    setCategory,
    setExpanded,
  });

  // The chosen chip goes in the address (replaced, not a new history entry), so a reload or a
  // shared link opens at the same category. A null state: Next's router keeps its own and its
  // address in step (events-browser.tsx does the same).
  const selectCategory = (next: string) => {
    setCategory(next);
    setExpanded(false);
    const { pathname, search } = window.location;
    const hash = next === ALL ? '' : `#${galleryCategoryId(next)}`;
    try {
      window.history.replaceState(null, '', `${pathname}${search}${hash}`);
      wroteHash(hash);
    } catch {
      // Safari refuses more than 100 changes in 10 s; the grid itself is right regardless.
    }
  };

  return (
    <div data-gallery-browser className="flex flex-col gap-8">
      <GalleryFilter
        ref={filterRef}
        options={[
          { value: ALL, label: 'All' },
          ...categories.map((c) => ({ value: c.folder, label: c.name })),
        ]}
        value={category}
        onChange={selectCategory}
      />
      <p
        role="status"
        className={cn(
          filtered.length === 0
            ? 'rounded-lg bg-muted p-8 text-center text-lg'
            : 'text-muted-foreground',
        )}
      >
        {filtered.length === 0
          ? 'No images found for this category.'
          : `Showing ${visible.length} of ${filtered.length} images`}
      </p>
      {filtered.length > 0 ? (
        <ul
          id={gridId}
          ref={gridRef}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {visible.map((image, index) => (
            // Keyed by the bundled picture a Storage one replaces: the tile stays the same
            // element when the replacement arrives, and keeps the focus (or gets it back).
            <li key={image.bundledSrc ?? image.src}>
              <GalleryTile
                image={image}
                {...gridImageLoading(index, COLUMNS)}
                onOpen={(event) => {
                  openerRef.current = event.currentTarget;
                  setOpenIndex(index);
                  lightbox.enter();
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {canExpand ? (
        <button
          ref={toggleRef}
          type="button"
          {...REPLAY_TAP}
          className={cn(buttonVariants({ variant: 'outline' }), 'self-center')}
          aria-expanded={expanded}
          aria-controls={gridId}
          onClick={() => {
            focusAfterToggle.current = true;
            setExpanded((value) => !value);
          }}
        >
          {expanded ? 'Show Less' : 'View All Images'}
        </button>
      ) : null}
      {openIndex !== null ? (
        // Offline its code may not download: the grid stays, rather than the whole page going,
        // and the picture counts as closed, so that the next tap on one tries again.
        <LoadBoundary
          fallback={null}
          onError={() => {
            GalleryLightbox = React.lazy(loadLightbox);
            lightbox.close();
          }}
        >
          <React.Suspense fallback={null}>
            <GalleryLightbox
              images={filtered}
              index={openIndex}
              onIndexChange={setOpenIndex}
              onClose={lightbox.close}
              returnFocusRef={openerRef}
            />
          </React.Suspense>
        </LoadBoundary>
      ) : null}
    </div>
  );
}
