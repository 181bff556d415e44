import { withHomeRegions } from './home-regions';

const listed = (code: string, name: string) => ({
  iso31662Code: code,
  name,
  countryCode: code.slice(0, 2),
});

describe('the regions a home address may name (decision 070)', () => {
  it('adds every state, DC, inhabited territory, province and territory the server leaves out', () => {
    const regions = withHomeRegions([]);
    const count = (country: string) => regions.filter((r) => r.countryCode === country).length;
    expect(count('US')).toBe(56);
    expect(count('CA')).toBe(13);
    expect(regions).toContainEqual(listed('US-CT', 'Connecticut'));
    expect(regions).toContainEqual(listed('CA-QC', 'Quebec'));
    expect(regions).toContainEqual(listed('US-PR', 'Puerto Rico'));
    expect(new Set(regions.map((r) => r.iso31662Code)).size).toBe(regions.length);
  });

  it('keeps each region the server lists as it lists it, once', () => {
    const server = [listed('US-DC', 'Washington, D.C.'), listed('MX-CMX', 'Ciudad de México')];
    const regions = withHomeRegions(server);
    expect(regions.filter((r) => r.iso31662Code === 'US-DC')).toEqual([server[0]]);
    expect(regions).toContainEqual(server[1]);
    expect(regions).toHaveLength(2 + 56 - 1 + 13);
  });
});
