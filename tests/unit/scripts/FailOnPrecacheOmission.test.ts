/**
 * @jest-environment node
 */
import webpack from 'webpack';
import { FailOnPrecacheOmission } from '../../../scripts/webpack/FailOnPrecacheOmission';

function compileWith(warnings: Error[]) {
  const compilation = { warnings: [...warnings], errors: [] as Error[] };
  let afterCompile: ((value: typeof compilation) => void) | undefined;
  const compiler = {
    hooks: { afterCompile: { tap: (_name: string, callback: typeof afterCompile) => (afterCompile = callback) } },
  };
  new FailOnPrecacheOmission().apply(compiler as unknown as webpack.Compiler);
  afterCompile?.(compilation);
  return compilation;
}

describe('FailOnPrecacheOmission', () => {
  it('turns Workbox’s size-limit warning into a build error', () => {
    const { errors } = compileWith([
      new Error("assets/js/huge.js is 6 MB, and won't be precached. Configure maximumFileSizeToCacheInBytes."),
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/^Precache omission: .*huge\.js/);
  });

  it('leaves other warnings alone', () => {
    expect(compileWith([new Error('Some other warning')]).errors).toEqual([]);
  });
});
