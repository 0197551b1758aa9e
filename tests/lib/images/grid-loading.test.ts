import { gridImageLoading } from '@/lib/images/grid-loading';

describe('gridImageLoading', () => {
  const columns = { phone: 2, wide: 4 };

  it('preloads the first row on a phone', () => {
    expect(gridImageLoading(0, columns)).toEqual({ priority: true, eager: true });
    expect(gridImageLoading(1, columns)).toEqual({ priority: true, eager: true });
  });

  it('loads the rest of the widest layout’s first two rows with the page, without preloading them', () => {
    expect(gridImageLoading(2, columns)).toEqual({ priority: false, eager: true });
    expect(gridImageLoading(7, columns)).toEqual({ priority: false, eager: true });
    expect(gridImageLoading(5, { phone: 1, wide: 3 })).toEqual({ priority: false, eager: true });
  });

  it('leaves every later picture lazy', () => {
    expect(gridImageLoading(8, columns)).toEqual({ priority: false, eager: false });
    expect(gridImageLoading(6, { phone: 1, wide: 3 })).toEqual({ priority: false, eager: false });
    expect(gridImageLoading(40, { phone: 1, wide: 4 })).toEqual({ priority: false, eager: false });
  });
});
