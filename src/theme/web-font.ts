import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Inter, self-hosted (issue 14 item 4; decision 052): the variable font's latin and latin-ext
 * subsets from @fontsource-variable/inter, fingerprinted into /assets by the build, so no font
 * request leaves the app's origin. The faces are declared from script after the first paint
 * (issue 9 item 4: fonts do not delay the first paint): with them in the first screen's
 * stylesheet, the browser fetched a subset while the first screen's script and API calls were
 * still on the wire, and the first paint waited behind it on a slow network (docs/performance.md).
 * Until the latin subset arrives the system fonts of --font-family show; the latin-ext subset is
 * fetched only for characters of its range on the page, and swaps in when it arrives.
 */
const FACES = [
  {
    url: latin,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    url: latinExt,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
];

/**
 * Adds the Inter faces to the document once the latin face has loaded; a browser without the Font
 * Loading API keeps the system fonts, and so does a page whose latin face cannot load. A face
 * added while it loads lays the page out twice after the first paint (once as it joins, once as
 * it swaps in), each a long task on a phone (issue 9 item 3); added loaded, once. The latin-ext
 * face joins with it and loads only for characters of its range on the page.
 */
export function declareWebFont(doc: Document = document): void {
  if (typeof FontFace === 'undefined' || !doc.fonts) return;
  const faces = FACES.map(
    (face) =>
      new FontFace('Inter', `url(${face.url}) format("woff2-variations")`, {
        style: 'normal',
        weight: '100 900',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
  );
  faces[0]?.load().then(
    () => {
      for (const face of faces) doc.fonts.add(face);
    },
    () => {}, // offline or refused: the system fonts stay
  );
}
