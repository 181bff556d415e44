import { regionsOf } from './manual-pii-form';
import { regionOptions } from './region-options';

const region = (code: string, name: string) => ({
  iso31662Code: code,
  name,
  countryCode: code.slice(0, 2),
});

describe('a region list to pick from', () => {
  it('is sorted by name, whatever order the server lists it in', () => {
    const listed = [
      region('US-DC', 'District of Columbia'),
      region('US-IA', 'Iowa'),
      region('US-IL', 'Illinois'),
      region('US-IN', 'Indiana'),
      region('US-WV', 'West Virginia'),
      region('US-KY', 'Kentucky'),
      region('US-CA', 'California'),
    ];
    expect(regionOptions(listed).map((option) => option.label)).toEqual([
      'California',
      'District of Columbia',
      'Illinois',
      'Indiana',
      'Iowa',
      'Kentucky',
      'West Virginia',
    ]);
    expect(regionOptions(listed)[0]).toEqual({ value: 'US-CA', label: 'California' });
  });

  it('offers an address the regions of its country only, by name', () => {
    const listed = [
      region('CA-ON', 'Ontario'),
      region('US-NJ', 'New Jersey'),
      region('CA-AB', 'Alberta'),
    ];
    expect(regionsOf(listed, 'CA')).toEqual([
      { value: 'CA-AB', label: 'Alberta' },
      { value: 'CA-ON', label: 'Ontario' },
    ]);
  });
});
