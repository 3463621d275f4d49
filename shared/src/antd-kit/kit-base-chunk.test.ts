import type { Chunk, ChunkGraph, Module } from 'webpack';
import { kitBaseCacheGroup } from '../../build/kit-base-chunk.cjs';

// The build's chunks before splitChunks, as the cache group's test sees them: one chunk per
// kit group (holding the group's file), a page's chunk, the shell's signed-in layout.
const file = (resource: string) => ({ resource }) as unknown as Module;
const kitFile = (group: string) => file(`/w/shared/src/antd-kit/${group}.ts`);
const BUTTON = file('/w/node_modules/antd/es/button/Button.js');
const PICKER = file('/w/node_modules/antd/es/date-picker/index.js');
const ICONS = file('/w/node_modules/@ant-design/icons/es/components/IconBase.js');
const CLSX = file('/w/node_modules/clsx/dist/clsx.mjs');

const chunk = (name: string | undefined, modules: Module[]) => ({ name, modules });
type FakeChunk = ReturnType<typeof chunk>;
const CHUNKS: FakeChunk[] = [
  chunk(undefined, [kitFile('base'), BUTTON, ICONS, CLSX]),
  chunk(undefined, [kitFile('date'), PICKER, BUTTON, ICONS]),
  chunk(undefined, [kitFile('media'), BUTTON, ICONS]),
  chunk('signed-in', [ICONS]),
  chunk('page-home', [CLSX]),
];
const chunkGraph = {
  getChunkModulesIterable: (c: Chunk) => (c as unknown as FakeChunk).modules,
  getModuleChunksIterable: (m: Module) => CHUNKS.filter((c) => c.modules.includes(m)),
} as unknown as ChunkGraph;

describe('the antd kit base group chunk (kit-base-chunk.cjs)', () => {
  const inBaseChunk = (companions?: string[]) => {
    const { test } = kitBaseCacheGroup(companions);
    return (module: Module) => test(module, { chunkGraph });
  };

  it('takes what the base group shares with other groups: it is no longer copied into theirs', () => {
    expect(inBaseChunk()(BUTTON)).toBe(true);
  });

  it("leaves a group's own modules, and the kit's files, where they are", () => {
    expect(inBaseChunk()(PICKER)).toBe(false);
    expect(inBaseChunk()(kitFile('base'))).toBe(false);
  });

  it('never takes a module a page also uses: the page would wait on the whole base group', () => {
    expect(inBaseChunk()(CLSX)).toBe(false);
    expect(inBaseChunk(['signed-in'])(CLSX)).toBe(false);
  });

  it('takes what a chunk named as loaded with the base group shares with it, and only then', () => {
    expect(inBaseChunk()(ICONS)).toBe(false);
    expect(inBaseChunk(['signed-in'])(ICONS)).toBe(true);
  });

  it('is one chunk of its own name, loaded on demand, whatever its size', () => {
    expect(kitBaseCacheGroup()).toMatchObject({
      name: 'antd-base',
      chunks: 'async',
      enforce: true,
    });
  });
});
