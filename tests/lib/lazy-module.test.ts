import { lazyModule } from '@/lib/lazy-module';

describe('lazyModule', () => {
  it('imports nothing until the first call', () => {
    const importer = jest.fn(() => Promise.resolve({ name: 'module' }));
    lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
  });

  it('imports once and gives every call the same module', async () => {
    const loaded = { name: 'module' };
    const importer = jest.fn(() => Promise.resolve(loaded));
    const load = lazyModule(importer);
    const first = load();
    expect(load()).toBe(first); // A call while the import is on its way joins it.
    await expect(first).resolves.toBe(loaded);
    await expect(load()).resolves.toBe(loaded);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so a later call tries again', async () => {
    const loaded = { name: 'module' };
    const importer = jest
      .fn<Promise<typeof loaded>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(loaded);
    const load = lazyModule(importer);
    const failed = load();
    expect(load()).toBe(failed); // Until it has failed, callers share the attempt.
    await expect(failed).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(loaded);
    await expect(load()).resolves.toBe(loaded);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps separate loaders apart', async () => {
    const importer = jest.fn(() => Promise.resolve({}));
    const a = lazyModule(importer);
    const b = lazyModule(importer);
    await a();
    await b();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
