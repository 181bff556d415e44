import type { Region } from '../api/lists';

/** What a list of regions to pick from needs of a region: its code, name and country. */
export type AddressRegion = Pick<Region, 'iso31662Code' | 'name' | 'countryCode'>;

/**
 * Regions as the patron picks from them (value: the region's code, label: its name), sorted by
 * name in the patron's language: the server lists them in its own order ("…Kentucky,
 * California"), which is no order a patron can scan (QA). The spec gives no order of its own.
 */
export const regionOptions = (regions: readonly Pick<Region, 'iso31662Code' | 'name'>[]) =>
  regions
    .map((region) => ({ value: region.iso31662Code, label: region.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
