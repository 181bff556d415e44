import { describe, expect, it } from 'vitest';
import { isWebPath } from './web-path';

describe('isWebPath', () => {
  it('is true for /web and the pages under it', () => {
    expect(isWebPath('/web')).toBe(true);
    expect(isWebPath('/web/')).toBe(true);
    expect(isWebPath('/web/signup/ssn')).toBe(true);
  });

  it('is false for the phone layout and for paths that only start with the letters', () => {
    expect(isWebPath('/')).toBe(false);
    expect(isWebPath('/signup')).toBe(false);
    expect(isWebPath('/website')).toBe(false);
    expect(isWebPath('/webinar/web')).toBe(false);
  });
});
