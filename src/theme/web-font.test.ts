import { declareWebFont } from './web-font';

let loadOutcome: Promise<void> = Promise.resolve();

class FakeFontFace {
  loads = 0;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    this.loads += 1;
    return loadOutcome.then(() => this);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  loadOutcome = Promise.resolve();
});

const declare = () => {
  const added: FakeFontFace[] = [];
  declareWebFont({ fonts: { add: (face: FakeFontFace) => added.push(face) } } as never);
  return added;
};

describe('declareWebFont', () => {
  it('adds the latin and latin-ext Inter faces, swapped in, from the app’s own files', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const added = declare();
    await vi.waitFor(() => expect(added).toHaveLength(2));
    expect(added.map((face) => face.family)).toEqual(['Inter', 'Inter']);
    for (const face of added) {
      expect(face.source).toMatch(
        /^url\(\/.*inter-latin(-ext)?-wght-normal.*\.woff2\) format\("woff2-variations"\)$/,
      );
      expect(face.descriptors).toMatchObject({
        display: 'swap',
        weight: '100 900',
        style: 'normal',
      });
    }
    expect(added[0]?.descriptors.unicodeRange).toContain('U+0000-00FF');
    expect(added[1]?.descriptors.unicodeRange).toContain('U+0100-02BA');
    // The latin-ext face loads only for characters of its range on the page.
    expect(added.map((face) => face.loads)).toEqual([1, 0]);
  });

  it('adds the faces only once the latin face has loaded: one relayout after the first paint, not two', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    let loaded: () => void = () => {};
    loadOutcome = new Promise((resolve) => (loaded = resolve));
    const added = declare();
    await Promise.resolve();
    expect(added).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(added).toHaveLength(2));
  });

  it('keeps the system fonts when the latin face cannot load', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    loadOutcome = Promise.reject(new Error('offline'));
    loadOutcome.catch(() => {});
    const added = declare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual([]);
  });

  it('leaves the system fonts where the Font Loading API is missing', () => {
    vi.stubGlobal('FontFace', undefined);
    const add = vi.fn();
    declareWebFont({ fonts: { add } } as never);
    expect(add).not.toHaveBeenCalled();
  });
});
