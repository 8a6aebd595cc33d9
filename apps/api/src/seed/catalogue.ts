/**
 * Seed catalogue of the demo shop: the products a fresh database starts with.
 *
 * Written for this project. Products are linked by `key` (a stable slug) rather than by id: the
 * importer creates the parts first and maps each filter's `partKeys` to the new part ids.
 * Images are file names under `apps/api/assets/products/`, all drawn for this project.
 *
 * Replacement intervals are typical manufacturer ranges for these cartridge formats:
 * `quickReplaceMonths` for hard, high-TDS or sediment-heavy water and large households,
 * `slowReplaceMonths` for good municipal water and light use. Prices are in US dollars.
 * Descriptions state what a product is and does; they make no certification or health claims.
 */

export interface SeedProduct {
  /** Stable slug, unique; filters reference their parts by it. */
  key: string;
  name: string;
  /** Unique stock-keeping unit. */
  sku: string;
  /** US dollars, at most 2 decimals. */
  price: number;
  /** Whole number, 0 or more. */
  stock: number;
  category: 'commercial' | 'residential' | 'test kit';
  /** File name in apps/api/assets/products/. */
  image: string;
  /** More file names in apps/api/assets/products/ (0 to 3). */
  extraImages: string[];
  description: string;
  isFeatured: boolean;
  /** Rank in the home page's important row; exactly one product holds each of 1, 2 and 3. */
  important: null | 1 | 2 | 3;
  tags: string[];
  type: 'none' | 'part' | 'filter';
  /** Not 'none' only for type 'filter'. */
  filterType: 'none' | 'undersink' | 'wholehouse';
  /** Only for type 'filter': keys of type 'part' products of this list. */
  partKeys: string[];
  /** Only for type 'part': life in months in hard or high-TDS water or with heavy use. */
  quickReplaceMonths: number | null;
  /** Only for type 'part': life in months in good water; at least `quickReplaceMonths`. */
  slowReplaceMonths: number | null;
  /** Style-class text; empty for every seed product. */
  additional: string;
}

type Common = Pick<
  SeedProduct,
  'key' | 'name' | 'sku' | 'price' | 'stock' | 'category' | 'description' | 'tags'
> &
  Partial<Pick<SeedProduct, 'extraImages' | 'isFeatured' | 'important'>>;

function base(
  p: Common,
): Omit<
  SeedProduct,
  'type' | 'filterType' | 'partKeys' | 'quickReplaceMonths' | 'slowReplaceMonths'
> {
  return {
    key: p.key,
    name: p.name,
    sku: p.sku,
    price: p.price,
    stock: p.stock,
    category: p.category,
    image: `${p.key}.svg`,
    extraImages: p.extraImages ?? [],
    description: p.description,
    isFeatured: p.isFeatured ?? false,
    important: p.important ?? null,
    tags: p.tags,
    additional: '',
  };
}

/** A replacement part whose life the filter tracker counts down. */
function part(p: Common & { quick: number; slow: number }): SeedProduct {
  return {
    ...base(p),
    type: 'part',
    filterType: 'none',
    partKeys: [],
    quickReplaceMonths: p.quick,
    slowReplaceMonths: p.slow,
  };
}

/** A filter system made of replaceable parts. */
function system(
  p: Common & { filterType: 'undersink' | 'wholehouse'; partKeys: string[] },
): SeedProduct {
  return {
    ...base(p),
    type: 'filter',
    filterType: p.filterType,
    partKeys: p.partKeys,
    quickReplaceMonths: null,
    slowReplaceMonths: null,
  };
}

/** Anything else: test kits, accessories, tanks and pumps. */
function item(p: Common): SeedProduct {
  return {
    ...base(p),
    type: 'none',
    filterType: 'none',
    partKeys: [],
    quickReplaceMonths: null,
    slowReplaceMonths: null,
  };
}

export const seedCatalogue: SeedProduct[] = [
  // -------------------------------------------------------------------------------------------
  // Residential replacement parts, standard 10-inch and inline formats (under-sink systems)
  // -------------------------------------------------------------------------------------------
  part({
    key: 'sediment-prefilter-10in',
    name: 'Sediment Pre-Filter 5 Micron, 10"',
    sku: 'WT-SED-10-5',
    price: 8.99,
    stock: 240,
    category: 'residential',
    description:
      'Spun polypropylene sediment cartridge, 2.5" x 10", rated at 5 microns. It is the first stage of our reverse osmosis systems and catches sand, rust and silt before they reach the carbon and the membrane. Replace it more often when the water carries visible sediment.',
    tags: ['sediment', 'pre-filter', '10 inch', 'reverse osmosis'],
    quick: 3,
    slow: 6,
  }),
  part({
    key: 'gac-cartridge-10in',
    name: 'Granular Activated Carbon Cartridge, 10"',
    sku: 'WT-GAC-10',
    price: 14.99,
    stock: 180,
    category: 'residential',
    description:
      'Coconut-shell granular activated carbon in a 2.5" x 10" cartridge. It reduces chlorine taste and odor and protects the RO membrane from chlorine. Fits standard 10" slim housings.',
    tags: ['carbon', 'gac', '10 inch', 'chlorine'],
    quick: 6,
    slow: 12,
  }),
  part({
    key: 'carbon-block-10in',
    name: 'Carbon Block Cartridge 5 Micron, 10"',
    sku: 'WT-CTO-10-5',
    price: 16.99,
    stock: 205,
    category: 'residential',
    description:
      'Extruded coconut carbon block, 2.5" x 10", 5 micron. Used as the chlorine and taste stage in our 4- and 5-stage reverse osmosis systems and as a drop-in cartridge for any standard 10" slim housing.',
    tags: ['carbon', 'carbon block', '10 inch', 'chlorine'],
    quick: 6,
    slow: 12,
  }),
  part({
    key: 'ro-membrane-75gpd',
    name: 'Reverse Osmosis Membrane 75 GPD',
    sku: 'WT-ROM-75',
    price: 59.99,
    stock: 64,
    category: 'residential',
    description:
      'Thin-film composite RO membrane, 1812 size, rated at 75 gallons per day at 60 psi and 77 °F. Fits the membrane housing of every residential reverse osmosis system we sell. Actual output falls with lower pressure and colder water; high TDS or hardness shortens its life.',
    tags: ['ro membrane', 'reverse osmosis', '75 gpd'],
    quick: 24,
    slow: 36,
  }),
  part({
    key: 'inline-post-carbon',
    name: 'Inline Post Carbon Filter',
    sku: 'WT-PC-INL',
    price: 17.99,
    stock: 150,
    category: 'residential',
    description:
      'Inline coconut carbon polishing filter, 2" x 10", with 1/4" quick-connect fittings. It is the last stage before the faucet and removes tastes the water may pick up in the storage tank.',
    tags: ['post carbon', 'inline', 'reverse osmosis', 'polishing'],
    quick: 6,
    slow: 12,
  }),
  part({
    key: 'alkaline-remineralization-cartridge',
    name: 'Alkaline Remineralization Cartridge',
    sku: 'WT-ALK-INL',
    price: 26.99,
    stock: 88,
    category: 'residential',
    description:
      'Inline cartridge with calcium and magnesium mineral media that adds back some minerals after reverse osmosis and raises the pH of the product water. 1/4" quick-connect fittings; mounts after the post carbon filter.',
    tags: ['alkaline', 'remineralization', 'inline', 'reverse osmosis'],
    quick: 6,
    slow: 12,
  }),
  part({
    key: 'quick-change-sediment-cartridge',
    name: 'Quick-Change Sediment Cartridge',
    sku: 'WT-QC-SED',
    price: 24.99,
    stock: 3,
    category: 'residential',
    description:
      'Twist-off sediment cartridge for the TROKS Quick-Change under-sink system. A quarter turn releases it with the water shut off in the head, so a change takes under three minutes and needs no housing wrench.',
    tags: ['sediment', 'quick change', 'under sink'],
    quick: 3,
    slow: 6,
  }),
  part({
    key: 'quick-change-carbon-cartridge',
    name: 'Quick-Change Carbon Block Cartridge',
    sku: 'WT-QC-CB',
    price: 34.99,
    stock: 47,
    category: 'residential',
    description:
      'Twist-off carbon block cartridge for the TROKS Quick-Change under-sink system, rated at 0.5 micron. It reduces chlorine taste and odor. A quarter turn swaps it in under three minutes.',
    tags: ['carbon', 'carbon block', 'quick change', 'under sink'],
    quick: 6,
    slow: 12,
  }),

  // -------------------------------------------------------------------------------------------
  // Residential replacement parts, whole-house (4.5" x 20" "big" format, UV, tank media)
  // -------------------------------------------------------------------------------------------
  part({
    key: 'wholehouse-sediment-20in',
    name: 'Whole-House Sediment Filter 20" x 4.5", 5 Micron',
    sku: 'WT-WH-SED-20',
    price: 24.99,
    stock: 132,
    category: 'residential',
    description:
      'Pleated polyester sediment cartridge in the 4.5" x 20" whole-house format, 5 micron, washable a few times before replacement. It is the pre-filter of our whole-house, softener, UV, iron and commercial systems. Watch the pressure drop: a clogged cartridge lowers flow throughout the house.',
    tags: ['sediment', 'whole house', '20 inch', 'big blue'],
    quick: 3,
    slow: 6,
  }),
  part({
    key: 'wholehouse-kdf-gac-20in',
    name: 'Whole-House KDF/GAC Cartridge 20" x 4.5"',
    sku: 'WT-WH-KDF-20',
    price: 64.99,
    stock: 58,
    category: 'residential',
    description:
      'Granular activated carbon layered with KDF-55 copper-zinc media in a 4.5" x 20" cartridge. It reduces chlorine and the taste and odor it causes for the whole house. Sized for flows up to 15 gallons per minute.',
    tags: ['kdf', 'gac', 'carbon', 'whole house', '20 inch'],
    quick: 6,
    slow: 12,
  }),
  part({
    key: 'wholehouse-carbon-block-20in',
    name: 'Whole-House Carbon Block 20" x 4.5", 10 Micron',
    sku: 'WT-WH-CB-20',
    price: 54.99,
    stock: 76,
    category: 'residential',
    description:
      'Coconut carbon block in the 4.5" x 20" whole-house format, 10 micron. It is the chlorine and taste stage of our whole-house systems and the pre-treatment ahead of the UV chamber.',
    tags: ['carbon', 'carbon block', 'whole house', '20 inch'],
    quick: 8,
    slow: 12,
  }),
  part({
    key: 'uv-lamp-12gpm',
    name: 'UV Replacement Lamp, 12 GPM',
    sku: 'WT-UVL-12',
    price: 79,
    stock: 22,
    category: 'residential',
    description:
      'Replacement low-pressure mercury UV lamp for our 12 GPM ultraviolet chamber. A lamp keeps lighting after its useful output has dropped, so replace it on schedule rather than when it goes dark. Handle it by the ceramic ends only.',
    tags: ['uv', 'lamp', 'whole house'],
    quick: 10,
    slow: 12,
  }),
  part({
    key: 'uv-quartz-sleeve-12gpm',
    name: 'UV Quartz Sleeve, 12 GPM',
    sku: 'WT-UVQ-12',
    price: 49,
    stock: 5,
    category: 'residential',
    description:
      'Quartz sleeve that separates the UV lamp from the water in our 12 GPM chamber. Clean it at each lamp change; hard or iron-bearing water leaves a film on it sooner and shortens its life.',
    tags: ['uv', 'quartz sleeve', 'whole house'],
    quick: 24,
    slow: 36,
  }),
  part({
    key: 'softener-resin-1-5cuft',
    name: 'Softener Resin, 1.5 cu ft',
    sku: 'WT-RES-15',
    price: 189,
    stock: 14,
    category: 'residential',
    description:
      'High-capacity 8% crosslink cation exchange resin, 1.5 cubic feet, the charge of our 48,000-grain water softener. Chlorine, iron and very hard water wear resin down sooner. Shipped in a sealed bag with fill instructions.',
    tags: ['softener', 'resin', 'ion exchange', 'whole house'],
    quick: 60,
    slow: 120,
  }),
  part({
    key: 'iron-filter-media-1cuft',
    name: 'Iron Filter Media, 1 cu ft',
    sku: 'WT-FEM-10',
    price: 219,
    stock: 9,
    category: 'residential',
    description:
      'Catalytic manganese dioxide filter media, 1 cubic foot, for our air-injection well-water iron filter. It oxidizes and traps iron, manganese and hydrogen sulfide and is cleaned by the automatic backwash. Higher iron levels use it up faster.',
    tags: ['iron', 'well water', 'filter media', 'whole house'],
    quick: 36,
    slow: 60,
  }),

  // -------------------------------------------------------------------------------------------
  // Commercial replacement parts
  // -------------------------------------------------------------------------------------------
  part({
    key: 'commercial-ro-membrane-4040',
    name: 'Commercial RO Membrane 4040',
    sku: 'WT-CROM-4040',
    price: 249,
    stock: 18,
    category: 'commercial',
    description:
      'Low-energy brackish-water membrane element, 4" x 40", for our commercial reverse osmosis unit. Each element produces roughly 1,000 to 1,200 gallons per day depending on feed pressure, temperature and TDS.',
    tags: ['ro membrane', 'reverse osmosis', '4040', 'commercial'],
    quick: 24,
    slow: 36,
  }),
  part({
    key: 'commercial-softener-resin-2cuft',
    name: 'Commercial Softener Resin, 2 cu ft',
    sku: 'WT-CRES-20',
    price: 289,
    stock: 11,
    category: 'commercial',
    description:
      'Cation exchange resin, 2 cubic feet, one tank charge of our twin-tank commercial softener. Heavy daily use means more regenerations and a shorter resin life than in a home.',
    tags: ['softener', 'resin', 'ion exchange', 'commercial'],
    quick: 48,
    slow: 96,
  }),
  part({
    key: 'catalytic-carbon-media-1-5cuft',
    name: 'Catalytic Carbon Media, 1.5 cu ft',
    sku: 'WT-CCM-15',
    price: 239,
    stock: 7,
    category: 'commercial',
    description:
      'Catalytic activated carbon, 1.5 cubic feet, the media of our point-of-entry backwashing carbon tank. It reduces chlorine and chloramine and is kept clean by the automatic backwash.',
    tags: ['carbon', 'catalytic carbon', 'chloramine', 'point of entry'],
    quick: 24,
    slow: 48,
  }),

  // -------------------------------------------------------------------------------------------
  // Residential under-sink systems
  // -------------------------------------------------------------------------------------------
  system({
    key: 'ro-4-stage-undersink',
    name: '4-Stage Reverse Osmosis System',
    sku: 'WT-RO4-US',
    price: 249,
    stock: 36,
    category: 'residential',
    description:
      'Under-sink reverse osmosis system with sediment, carbon block, a 75 GPD membrane and post carbon. Includes a 3.2-gallon storage tank, a brushed-nickel faucet and a feed-water adapter. A compact choice for city water with moderate TDS.',
    tags: ['reverse osmosis', 'under sink', 'drinking water', '4 stage'],
    filterType: 'undersink',
    partKeys: [
      'sediment-prefilter-10in',
      'carbon-block-10in',
      'ro-membrane-75gpd',
      'inline-post-carbon',
    ],
  }),
  system({
    key: 'ro-5-stage-undersink',
    name: 'TROKS 5-Stage Reverse Osmosis System',
    sku: 'WT-RO5-US',
    price: 329,
    stock: 42,
    category: 'residential',
    extraImages: ['ro-5-stage-undersink-stages.svg', 'ro-5-stage-undersink-installed.svg'],
    description:
      'Our best-selling under-sink reverse osmosis system: sediment, GAC, carbon block, a 75 GPD membrane and an inline post carbon filter. It lowers dissolved solids at the kitchen tap and comes with a 3.2-gallon tank, a brushed-nickel faucet and all fittings. Every cartridge uses a standard size, so replacements are easy to find.',
    tags: ['reverse osmosis', 'under sink', 'drinking water', '5 stage'],
    isFeatured: true,
    important: 1,
    filterType: 'undersink',
    partKeys: [
      'sediment-prefilter-10in',
      'gac-cartridge-10in',
      'carbon-block-10in',
      'ro-membrane-75gpd',
      'inline-post-carbon',
    ],
  }),
  system({
    key: 'alkaline-ro-undersink',
    name: 'Alkaline Reverse Osmosis System',
    sku: 'WT-ROALK-US',
    price: 389,
    stock: 27,
    category: 'residential',
    extraImages: ['alkaline-ro-undersink-stages.svg'],
    description:
      'Reverse osmosis with a remineralization stage: sediment, carbon block, a 75 GPD membrane, post carbon and an alkaline cartridge that adds calcium and magnesium and raises the pH of the RO water. For households that like the purity of RO with a mineral taste. Includes tank, faucet and fittings.',
    tags: ['reverse osmosis', 'alkaline', 'remineralization', 'under sink'],
    isFeatured: true,
    filterType: 'undersink',
    partKeys: [
      'sediment-prefilter-10in',
      'carbon-block-10in',
      'ro-membrane-75gpd',
      'inline-post-carbon',
      'alkaline-remineralization-cartridge',
    ],
  }),
  system({
    key: 'troks-quick-change-undersink',
    name: 'TROKS Quick-Change Under-Sink Carbon Filter',
    sku: 'WT-QC2-US',
    price: 179,
    stock: 31,
    category: 'residential',
    extraImages: ['troks-quick-change-undersink-swap.svg'],
    description:
      'Two-stage under-sink filter with twist-off sediment and carbon block cartridges on a single head. It reduces chlorine taste and odor without a tank or drain line and feeds your existing faucet or a dedicated one. A cartridge change takes under three minutes.',
    tags: ['carbon', 'under sink', 'quick change', 'drinking water'],
    isFeatured: true,
    filterType: 'undersink',
    partKeys: ['quick-change-sediment-cartridge', 'quick-change-carbon-cartridge'],
  }),

  // -------------------------------------------------------------------------------------------
  // Residential whole-house systems
  // -------------------------------------------------------------------------------------------
  system({
    key: 'wholehouse-carbon-3-stage',
    name: 'Whole-House 3-Stage Carbon Filtration System',
    sku: 'WT-WH3-CB',
    price: 549,
    stock: 19,
    category: 'residential',
    extraImages: ['wholehouse-carbon-3-stage-detail.svg'],
    description:
      'Three 4.5" x 20" housings on a steel bracket: sediment, KDF/GAC and carbon block. It treats every tap in the house for chlorine taste and odor and sediment at up to 15 gallons per minute. 1" ports, pressure gauges and a pressure-release button on each housing.',
    tags: ['whole house', 'carbon', 'kdf', 'point of entry'],
    important: 2,
    filterType: 'wholehouse',
    partKeys: [
      'wholehouse-sediment-20in',
      'wholehouse-kdf-gac-20in',
      'wholehouse-carbon-block-20in',
    ],
  }),
  system({
    key: 'water-softener-48k',
    name: 'Water Softener 48,000 Grain',
    sku: 'WT-SOFT-48K',
    price: 899,
    stock: 12,
    category: 'residential',
    extraImages: ['water-softener-48k-valve.svg'],
    description:
      'Metered, on-demand ion-exchange softener with 1.5 cu ft of resin, a digital control valve, a brine tank and a sediment pre-filter. It removes the calcium and magnesium that cause scale, for homes of about 3 to 5 people with moderately hard to hard water. Regenerates only when the metered volume calls for it.',
    tags: ['softener', 'hard water', 'whole house', 'ion exchange'],
    isFeatured: true,
    important: 3,
    filterType: 'wholehouse',
    partKeys: ['softener-resin-1-5cuft', 'wholehouse-sediment-20in'],
  }),
  system({
    key: 'wholehouse-uv-system',
    name: 'Whole-House Filtration with UV, 12 GPM',
    sku: 'WT-WHUV-12',
    price: 1149,
    stock: 8,
    category: 'residential',
    extraImages: ['wholehouse-uv-system-detail.svg'],
    description:
      'Sediment and carbon block pre-filtration followed by a 12 GPM ultraviolet chamber, for homes on private wells or surface water. UV treats microorganisms only when the water is clear, which is why the two filters come first. The controller shows lamp life and sounds an alarm on lamp failure.',
    tags: ['uv', 'whole house', 'well water', 'point of entry'],
    isFeatured: true,
    filterType: 'wholehouse',
    partKeys: [
      'wholehouse-sediment-20in',
      'wholehouse-carbon-block-20in',
      'uv-lamp-12gpm',
      'uv-quartz-sleeve-12gpm',
    ],
  }),
  system({
    key: 'well-iron-filter',
    name: 'Well-Water Iron Filter, Air Injection',
    sku: 'WT-IRON-AI',
    price: 1299,
    stock: 6,
    category: 'residential',
    description:
      'Air-injection oxidizing filter for well water with iron, manganese or a sulfur smell. An air pocket at the top of the tank oxidizes the water and catalytic media traps the particles; a scheduled backwash cleans the bed and refreshes the air. Chemical-free, with a sediment pre-filter for the pump side.',
    tags: ['iron', 'well water', 'sulfur', 'whole house'],
    filterType: 'wholehouse',
    partKeys: ['iron-filter-media-1cuft', 'wholehouse-sediment-20in'],
  }),

  // -------------------------------------------------------------------------------------------
  // Commercial systems and equipment
  // -------------------------------------------------------------------------------------------
  system({
    key: 'commercial-ro-1000gpd',
    name: 'Commercial Reverse Osmosis 1,000 GPD',
    sku: 'WT-CRO-1000',
    price: 2895,
    stock: 4,
    category: 'commercial',
    extraImages: ['commercial-ro-1000gpd-panel.svg'],
    description:
      'Frame-mounted reverse osmosis unit with one 4040 membrane, a booster pump, 20" sediment and carbon pre-filters, flow meters and an auto-flush valve. Made for restaurants, coffee shops, car washes and small laboratories that need a steady supply of low-TDS water. Runs on 120 V and feeds an atmospheric storage tank.',
    tags: ['reverse osmosis', 'commercial', 'restaurant', '1000 gpd'],
    isFeatured: true,
    filterType: 'wholehouse',
    partKeys: [
      'commercial-ro-membrane-4040',
      'wholehouse-sediment-20in',
      'wholehouse-carbon-block-20in',
    ],
  }),
  system({
    key: 'commercial-twin-softener',
    name: 'Commercial Twin-Tank Water Softener 64,000 Grain',
    sku: 'WT-CSOFT-64T',
    price: 3450,
    stock: 3,
    category: 'commercial',
    description:
      'Twin-tank alternating softener with 2 cu ft of resin per tank, so one tank is always in service while the other regenerates. For restaurants, laundries, salons and small apartment buildings with continuous demand. 1.5" plumbing and a shared brine tank.',
    tags: ['softener', 'commercial', 'twin tank', 'hard water'],
    filterType: 'wholehouse',
    partKeys: ['commercial-softener-resin-2cuft', 'wholehouse-sediment-20in'],
  }),
  system({
    key: 'commercial-poe-carbon',
    name: 'Commercial Point-of-Entry Carbon System',
    sku: 'WT-CPOE-CC',
    price: 2150,
    stock: 5,
    category: 'commercial',
    description:
      'Backwashing catalytic carbon tank with a sediment pre-filter, sized for buildings on chloraminated city water at up to 20 gallons per minute. Treats all the water entering offices, shops and small multi-family buildings.',
    tags: ['point of entry', 'carbon', 'chloramine', 'commercial'],
    filterType: 'wholehouse',
    partKeys: ['catalytic-carbon-media-1-5cuft', 'wholehouse-sediment-20in'],
  }),
  item({
    key: 'commercial-storage-tank-100gal',
    name: 'Atmospheric Storage Tank, 100 Gallon',
    sku: 'WT-CTANK-100',
    price: 689,
    stock: 7,
    category: 'commercial',
    description:
      'Food-grade polyethylene atmospheric tank, 100 gallons, with a float valve and bulkhead fittings. Stores the output of a commercial RO unit for delivery by a repressurization pump.',
    tags: ['storage tank', 'commercial', 'reverse osmosis'],
  }),
  item({
    key: 'commercial-repressurization-pump',
    name: 'Repressurization Pump with Pressure Tank',
    sku: 'WT-CPUMP-RP',
    price: 429,
    stock: 10,
    category: 'commercial',
    description:
      'Stainless multistage pump on demand control with a small pressure tank, to deliver water from an atmospheric storage tank to the point of use. 120 V, up to 10 gallons per minute.',
    tags: ['pump', 'commercial', 'storage tank'],
  }),
  item({
    key: 'commercial-brine-tank-50gal',
    name: 'Brine Tank 50 Gallon with Safety Float',
    sku: 'WT-CBRINE-50',
    price: 219,
    stock: 2,
    category: 'commercial',
    description:
      'Heavy-duty 50-gallon brine tank with salt grid, brine well and safety float, for twin-tank and large single-tank softeners. Holds about 600 pounds of softener salt.',
    tags: ['brine tank', 'softener', 'commercial'],
  }),

  // -------------------------------------------------------------------------------------------
  // Test kits
  // -------------------------------------------------------------------------------------------
  item({
    key: 'tds-meter-digital',
    name: 'Digital TDS Meter',
    sku: 'WT-TK-TDS',
    price: 19.99,
    stock: 310,
    category: 'test kit',
    extraImages: ['tds-meter-digital-reading.svg'],
    description:
      'Pocket meter that reads total dissolved solids from 0 to 9,990 ppm with automatic temperature compensation. Dip the tip in a glass of water to compare tap and filtered water or to see when an RO membrane needs attention. Includes a carrying case and batteries.',
    tags: ['tds', 'meter', 'test kit', 'reverse osmosis'],
    isFeatured: true,
  }),
  item({
    key: 'hardness-test-strips',
    name: 'Water Hardness Test Strips, 50 Pack',
    sku: 'WT-TK-HARD',
    price: 12.99,
    stock: 275,
    category: 'test kit',
    description:
      'Dip strips that read total hardness from 0 to 425 ppm (0 to 25 gpg) in 15 seconds. Useful for sizing a water softener and for checking that an installed softener is working.',
    tags: ['hardness', 'test strips', 'softener', 'test kit'],
  }),
  item({
    key: 'lead-test-kit',
    name: 'Lead in Water Test Kit',
    sku: 'WT-TK-LEAD',
    price: 14.99,
    stock: 120,
    category: 'test kit',
    description:
      'At-home screening kit with two tests that change color when lead is present at or above 15 parts per billion. A positive screen should be confirmed by a laboratory analysis.',
    tags: ['lead', 'test kit', 'screening'],
  }),
  item({
    key: 'ten-in-one-test-strips',
    name: '10-in-1 Drinking Water Test Strips, 100 Pack',
    sku: 'WT-TK-10IN1',
    price: 17.99,
    stock: 190,
    category: 'test kit',
    description:
      'Each strip reads ten parameters at once: total hardness, free and total chlorine, iron, copper, lead, nitrate, nitrite, pH and total alkalinity. Compare the pads to the color chart on the bottle within 60 seconds.',
    tags: ['test strips', 'multi-parameter', 'test kit'],
    isFeatured: true,
  }),
  item({
    key: 'well-water-lab-test-kit',
    name: 'Well-Water Laboratory Test Kit',
    sku: 'WT-TK-WELL-LAB',
    price: 189,
    stock: 3,
    category: 'test kit',
    description:
      'Mail-in kit with sample bottles, instructions and a prepaid return label for an independent laboratory analysis of bacteria, metals, minerals and other common well-water parameters. Results arrive by e-mail, usually within two weeks of the sample reaching the lab.',
    tags: ['well water', 'laboratory', 'mail-in', 'test kit'],
  }),

  // -------------------------------------------------------------------------------------------
  // Accessories
  // -------------------------------------------------------------------------------------------
  item({
    key: 'ro-faucet-brushed-nickel',
    name: 'Drinking Water Faucet, Brushed Nickel',
    sku: 'WT-ACC-FCT-BN',
    price: 39.99,
    stock: 64,
    category: 'residential',
    description:
      'Lead-free brass faucet with a brushed nickel finish and a quarter-turn lever, for reverse osmosis and under-sink filters. Fits a 1/2" sink hole and connects with 1/4" tubing.',
    tags: ['faucet', 'accessory', 'reverse osmosis'],
  }),
  item({
    key: 'ro-storage-tank-3-2gal',
    name: 'RO Storage Tank 3.2 Gallon',
    sku: 'WT-ACC-TANK-32',
    price: 54.99,
    stock: 25,
    category: 'residential',
    description:
      'Pressurized steel storage tank for residential RO systems, about 2.2 gallons of usable water, with a tank valve. Pre-charged to 7 psi when empty.',
    tags: ['storage tank', 'accessory', 'reverse osmosis'],
  }),
  item({
    key: 'housing-wrench-20in',
    name: 'Filter Housing Wrench for 20" x 4.5" Housings',
    sku: 'WT-ACC-WR-45',
    price: 9.99,
    stock: 140,
    category: 'residential',
    description:
      'Plastic spanner wrench that fits 4.5" whole-house filter housings. Use it to loosen the housing at a cartridge change; hand-tight is enough when closing.',
    tags: ['wrench', 'accessory', 'whole house'],
  }),
  item({
    key: 'bypass-valve-1in',
    name: 'Whole-House Bypass Valve Kit, 1"',
    sku: 'WT-ACC-BYP-1',
    price: 59,
    stock: 21,
    category: 'residential',
    description:
      'Three-valve bypass loop in lead-free brass for whole-house filters and softeners. It lets the house keep running water while cartridges or media are being changed.',
    tags: ['bypass', 'valve', 'accessory', 'whole house'],
  }),
];
