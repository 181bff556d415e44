import { declareWebFont } from './web-font';

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('declareWebFont', () => {
  it('adds the latin and latin-ext Inter faces, swapped in, from the app’s own files', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const added: FakeFontFace[] = [];
    declareWebFont({ fonts: { add: (face: FakeFontFace) => added.push(face) } } as never);
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
  });

  it('leaves the system fonts where the Font Loading API is missing', () => {
    vi.stubGlobal('FontFace', undefined);
    const add = vi.fn();
    declareWebFont({ fonts: { add } } as never);
    expect(add).not.toHaveBeenCalled();
  });
});
