import type { AddressRegion } from './region-options';

/**
 * Every region a home address in the US or Canada may name (decision 070, amended 2026-11-27):
 * GET /i/regions lists the regions the operator takes bets in (and whatever else it chooses), but
 * a patron may live anywhere: a Quebec resident plays in Ontario, a Connecticut one in New
 * Jersey. The 50 states, the District of Columbia and the five inhabited territories (their
 * residents hold US addresses with ZIP codes), and the 13 provinces and territories, by their
 * ISO 3166-2 codes: the shape `address.region` carries for a listed region (contract.md 7).
 * Only the manual-PII machine imports this module, so the list loads with those pages alone.
 */
const HOME_REGIONS: Record<string, string> = {
  'US-AL': 'Alabama',
  'US-AK': 'Alaska',
  'US-AS': 'American Samoa',
  'US-AZ': 'Arizona',
  'US-AR': 'Arkansas',
  'US-CA': 'California',
  'US-CO': 'Colorado',
  'US-CT': 'Connecticut',
  'US-DE': 'Delaware',
  'US-DC': 'District of Columbia',
  'US-FL': 'Florida',
  'US-GA': 'Georgia',
  'US-GU': 'Guam',
  'US-HI': 'Hawaii',
  'US-ID': 'Idaho',
  'US-IL': 'Illinois',
  'US-IN': 'Indiana',
  'US-IA': 'Iowa',
  'US-KS': 'Kansas',
  'US-KY': 'Kentucky',
  'US-LA': 'Louisiana',
  'US-ME': 'Maine',
  'US-MD': 'Maryland',
  'US-MA': 'Massachusetts',
  'US-MI': 'Michigan',
  'US-MN': 'Minnesota',
  'US-MS': 'Mississippi',
  'US-MO': 'Missouri',
  'US-MT': 'Montana',
  'US-NE': 'Nebraska',
  'US-NV': 'Nevada',
  'US-NH': 'New Hampshire',
  'US-NJ': 'New Jersey',
  'US-NM': 'New Mexico',
  'US-NY': 'New York',
  'US-NC': 'North Carolina',
  'US-ND': 'North Dakota',
  'US-MP': 'Northern Mariana Islands',
  'US-OH': 'Ohio',
  'US-OK': 'Oklahoma',
  'US-OR': 'Oregon',
  'US-PA': 'Pennsylvania',
  'US-PR': 'Puerto Rico',
  'US-RI': 'Rhode Island',
  'US-SC': 'South Carolina',
  'US-SD': 'South Dakota',
  'US-TN': 'Tennessee',
  'US-TX': 'Texas',
  'US-VI': 'U.S. Virgin Islands',
  'US-UT': 'Utah',
  'US-VT': 'Vermont',
  'US-VA': 'Virginia',
  'US-WA': 'Washington',
  'US-WV': 'West Virginia',
  'US-WI': 'Wisconsin',
  'US-WY': 'Wyoming',
  'CA-AB': 'Alberta',
  'CA-BC': 'British Columbia',
  'CA-MB': 'Manitoba',
  'CA-NB': 'New Brunswick',
  'CA-NL': 'Newfoundland and Labrador',
  'CA-NT': 'Northwest Territories',
  'CA-NS': 'Nova Scotia',
  'CA-NU': 'Nunavut',
  'CA-ON': 'Ontario',
  'CA-PE': 'Prince Edward Island',
  'CA-QC': 'Quebec',
  'CA-SK': 'Saskatchewan',
  'CA-YT': 'Yukon',
};

/**
 * The regions a home address may name: every region the server lists, as it lists it (its name
 * wins), and every US and Canadian region it leaves out.
 */
export function withHomeRegions(listed: readonly AddressRegion[]): AddressRegion[] {
  const known = new Set(listed.map((region) => region.iso31662Code));
  const missing = Object.entries(HOME_REGIONS)
    .filter(([code]) => !known.has(code))
    .map(([code, name]) => ({ iso31662Code: code, name, countryCode: code.slice(0, 2) }));
  return [...listed, ...missing];
}
