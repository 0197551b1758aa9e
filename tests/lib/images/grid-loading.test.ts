import { gridImageLoading } from '@/lib/images/grid-loading';

describe('gridImageLoading', () => {
  const columns = { phone: 2, wide: 4 };

  it('preloads the first row on a phone', () => {
    expect(gridImageLoading(0, columns)).toEqual({ priority: true, eager: true });
    expect(gridImageLoading(1, columns)).toEqual({ priority: true, eager: true });
  });

  it('loads the rest of the widest first row with the page, without preloading it', () => {
    expect(gridImageLoading(2, columns)).toEqual({ priority: false, eager: true });
    expect(gridImageLoading(3, columns)).toEqual({ priority: false, eager: true });
  });

  it('leaves every later picture lazy', () => {
    expect(gridImageLoading(4, columns)).toEqual({ priority: false, eager: false });
    expect(gridImageLoading(40, { phone: 1, wide: 4 })).toEqual({ priority: false, eager: false });
  });
});
