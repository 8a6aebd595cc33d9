/**
 * Typical dissolved-solids level of public water by region, keyed by 3-digit ZIP prefix; the
 * table behind GET /waterquality/tds and the tracker's regional estimate.
 *
 * Approximate regional figures compiled for this project from general knowledge of USGS
 * dissolved-solids and hardness summaries; not a measurement of any tap; replace with a licensed
 * data set in production. Each figure is a rounded raw TDS in ppm (mg/L) for a typical public
 * supply in the region; individual utilities, and private wells above all, can differ a lot.
 *
 * Prefix ranges follow the USPS 3-digit allocation to states. Large states whose water differs a
 * lot are split (California, Texas, Florida, Arizona, Nevada, Colorado, the Pacific Northwest,
 * Great Lakes cities against their inland areas). Unused prefixes inside a state's run are left
 * in that state's range; prefixes outside every state (000-004, military APO/FPO 090-099, 340,
 * 962-966, Guam and the Pacific islands 969 and a few unallocated ones) are left out, so such ZIPs
 * answer "unknown region".
 */

export interface TdsRegion {
  /** State (or territory) name first, then the part of it when the state is split. */
  region: string;
  /** Inclusive ranges of 3-digit ZIP prefixes. */
  prefixes: Array<[from: string, to: string]>;
  /** Typical raw dissolved solids, ppm. */
  tdsPpm: number;
}

export const TDS_SOURCE =
  'Approximate regional figures compiled for this project from general knowledge of USGS dissolved-solids and hardness summaries; not a measurement of any tap; replace with a licensed data set in production.';

export const tdsRegions: TdsRegion[] = [
  // Territories
  {
    region: 'Puerto Rico',
    prefixes: [
      ['006', '007'],
      ['009', '009'],
    ],
    tdsPpm: 220,
  },
  { region: 'U.S. Virgin Islands', prefixes: [['008', '008']], tdsPpm: 180 },

  // New England: soft surface water and crystalline-rock aquifers
  {
    region: 'Massachusetts',
    prefixes: [
      ['010', '027'],
      ['055', '055'],
    ],
    tdsPpm: 60,
  },
  { region: 'Rhode Island', prefixes: [['028', '029']], tdsPpm: 70 },
  { region: 'New Hampshire', prefixes: [['030', '038']], tdsPpm: 80 },
  { region: 'Maine', prefixes: [['039', '049']], tdsPpm: 60 },
  {
    region: 'Vermont',
    prefixes: [
      ['050', '054'],
      ['056', '059'],
    ],
    tdsPpm: 110,
  },
  { region: 'Connecticut', prefixes: [['060', '069']], tdsPpm: 100 },

  // Mid-Atlantic
  { region: 'New Jersey, north', prefixes: [['070', '079']], tdsPpm: 190 },
  { region: 'New Jersey, central and south', prefixes: [['080', '089']], tdsPpm: 150 },
  {
    region: 'New York, New York City and lower Hudson Valley',
    prefixes: [['100', '114']],
    tdsPpm: 70,
  },
  {
    region: 'New York, Long Island',
    prefixes: [
      ['005', '005'],
      ['115', '119'],
    ],
    tdsPpm: 130,
  },
  { region: 'New York, upstate', prefixes: [['120', '149']], tdsPpm: 200 },
  { region: 'Pennsylvania', prefixes: [['150', '196']], tdsPpm: 250 },
  { region: 'Delaware', prefixes: [['197', '199']], tdsPpm: 210 },
  {
    region: 'District of Columbia',
    prefixes: [
      ['200', '200'],
      ['202', '205'],
      ['569', '569'],
    ],
    tdsPpm: 200,
  },
  {
    region: 'Maryland',
    prefixes: [
      ['206', '212'],
      ['214', '219'],
    ],
    tdsPpm: 190,
  },
  {
    region: 'Virginia',
    prefixes: [
      ['201', '201'],
      ['220', '246'],
    ],
    tdsPpm: 170,
  },
  { region: 'West Virginia', prefixes: [['247', '268']], tdsPpm: 180 },

  // Southeast
  { region: 'North Carolina', prefixes: [['270', '289']], tdsPpm: 110 },
  { region: 'South Carolina', prefixes: [['290', '299']], tdsPpm: 100 },
  { region: 'Georgia, north (Atlanta, Augusta)', prefixes: [['300', '309']], tdsPpm: 90 },
  {
    region: 'Georgia, south',
    prefixes: [
      ['310', '319'],
      ['398', '399'],
    ],
    tdsPpm: 230,
  },
  {
    region: 'Florida, north and Panhandle',
    prefixes: [
      ['320', '326'],
      ['344', '344'],
    ],
    tdsPpm: 220,
  },
  {
    region: 'Florida, central (Orlando, Tampa Bay)',
    prefixes: [
      ['327', '329'],
      ['335', '338'],
      ['346', '347'],
    ],
    tdsPpm: 320,
  },
  {
    region: 'Florida, south (Miami, Palm Beach, Gulf Coast)',
    prefixes: [
      ['330', '334'],
      ['339', '339'],
      ['341', '342'],
      ['349', '349'],
    ],
    tdsPpm: 260,
  },
  { region: 'Alabama', prefixes: [['350', '369']], tdsPpm: 130 },
  { region: 'Tennessee, Memphis', prefixes: [['380', '381']], tdsPpm: 90 },
  {
    region: 'Tennessee',
    prefixes: [
      ['370', '379'],
      ['382', '385'],
    ],
    tdsPpm: 190,
  },
  { region: 'Mississippi', prefixes: [['386', '397']], tdsPpm: 160 },
  { region: 'Kentucky', prefixes: [['400', '427']], tdsPpm: 220 },

  // Great Lakes and Midwest
  { region: 'Ohio', prefixes: [['430', '459']], tdsPpm: 320 },
  { region: 'Indiana', prefixes: [['460', '479']], tdsPpm: 360 },
  { region: 'Michigan, southeast (Detroit, Flint)', prefixes: [['480', '485']], tdsPpm: 190 },
  { region: 'Michigan, west and north', prefixes: [['486', '499']], tdsPpm: 280 },
  { region: 'Iowa', prefixes: [['500', '528']], tdsPpm: 430 },
  { region: 'Wisconsin, Milwaukee area', prefixes: [['530', '534']], tdsPpm: 190 },
  { region: 'Wisconsin', prefixes: [['535', '549']], tdsPpm: 340 },
  { region: 'Minnesota', prefixes: [['550', '567']], tdsPpm: 330 },
  { region: 'Illinois, Chicago area', prefixes: [['600', '608']], tdsPpm: 190 },
  { region: 'Illinois, central and south', prefixes: [['609', '629']], tdsPpm: 390 },
  { region: 'Missouri', prefixes: [['630', '658']], tdsPpm: 320 },

  // Great Plains
  { region: 'South Dakota', prefixes: [['570', '577']], tdsPpm: 520 },
  { region: 'North Dakota', prefixes: [['580', '588']], tdsPpm: 480 },
  { region: 'Montana', prefixes: [['590', '599']], tdsPpm: 250 },
  { region: 'Kansas', prefixes: [['660', '679']], tdsPpm: 450 },
  { region: 'Nebraska', prefixes: [['680', '693']], tdsPpm: 400 },

  // South Central
  { region: 'Louisiana', prefixes: [['700', '714']], tdsPpm: 220 },
  { region: 'Arkansas', prefixes: [['716', '729']], tdsPpm: 110 },
  {
    region: 'Oklahoma',
    prefixes: [
      ['730', '731'],
      ['734', '749'],
    ],
    tdsPpm: 380,
  },
  {
    region: 'Texas, east (Houston, Beaumont, Tyler)',
    prefixes: [
      ['754', '759'],
      ['770', '779'],
    ],
    tdsPpm: 280,
  },
  {
    region: 'Texas, north central (Dallas-Fort Worth, Waco)',
    prefixes: [
      ['750', '753'],
      ['760', '768'],
    ],
    tdsPpm: 320,
  },
  {
    region: 'Texas, central and south (Austin, San Antonio, Rio Grande Valley)',
    prefixes: [
      ['733', '733'],
      ['780', '789'],
    ],
    tdsPpm: 400,
  },
  {
    region: 'Texas, west (El Paso, Permian Basin, Panhandle)',
    prefixes: [
      ['769', '769'],
      ['790', '799'],
      ['885', '885'],
    ],
    tdsPpm: 560,
  },

  // Mountain West and Southwest
  {
    region: 'Colorado, Front Range (Denver, Boulder, Colorado Springs)',
    prefixes: [['800', '809']],
    tdsPpm: 170,
  },
  { region: 'Colorado, plains and Western Slope', prefixes: [['810', '816']], tdsPpm: 420 },
  { region: 'Wyoming', prefixes: [['820', '831']], tdsPpm: 350 },
  { region: 'Idaho', prefixes: [['832', '838']], tdsPpm: 260 },
  { region: 'Utah', prefixes: [['840', '847']], tdsPpm: 330 },
  { region: 'Arizona, Phoenix area', prefixes: [['850', '853']], tdsPpm: 580 },
  { region: 'Arizona, Tucson and north', prefixes: [['855', '865']], tdsPpm: 400 },
  { region: 'New Mexico', prefixes: [['870', '884']], tdsPpm: 420 },
  { region: 'Nevada, Las Vegas area', prefixes: [['889', '891']], tdsPpm: 600 },
  { region: 'Nevada, Reno and north', prefixes: [['893', '898']], tdsPpm: 230 },

  // Pacific
  {
    region: 'California, south coast (Los Angeles, Orange County, San Diego, Inland Empire)',
    prefixes: [['900', '928']],
    tdsPpm: 480,
  },
  {
    region: 'California, central coast and southern Central Valley',
    prefixes: [['930', '939']],
    tdsPpm: 430,
  },
  { region: 'California, northern San Joaquin Valley', prefixes: [['952', '953']], tdsPpm: 280 },
  {
    region: 'California, Bay Area, Sacramento and north',
    prefixes: [
      ['940', '951'],
      ['954', '961'],
    ],
    tdsPpm: 150,
  },
  { region: 'Hawaii', prefixes: [['967', '968']], tdsPpm: 140 },
  { region: 'Oregon, west (Portland, Willamette Valley)', prefixes: [['970', '977']], tdsPpm: 60 },
  { region: 'Oregon, east', prefixes: [['978', '979']], tdsPpm: 240 },
  { region: 'Washington, west (Seattle, Puget Sound)', prefixes: [['980', '986']], tdsPpm: 70 },
  { region: 'Washington, east', prefixes: [['988', '994']], tdsPpm: 230 },
  { region: 'Alaska', prefixes: [['995', '999']], tdsPpm: 120 },
];

const byPrefix = new Map<string, TdsRegion>();
for (const entry of tdsRegions) {
  for (const [from, to] of entry.prefixes) {
    for (let p = Number(from); p <= Number(to); p++) {
      byPrefix.set(String(p).padStart(3, '0'), entry);
    }
  }
}

const ZIP = /^(\d{3})\d{2}(?:-\d{4})?$/;

/**
 * The region of a US ZIP code, matched by its first three digits; `undefined` for a malformed
 * ZIP or a prefix no region covers. A ZIP+4 (`12345-6789`) is accepted too.
 */
export function findTdsRegion(zip: string): TdsRegion | undefined {
  const prefix = ZIP.exec(zip.trim())?.[1];
  return prefix === undefined ? undefined : byPrefix.get(prefix);
}
