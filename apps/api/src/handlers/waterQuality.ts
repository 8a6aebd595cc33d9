import { notFound } from '../errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { findTdsRegion, TDS_SOURCE } from '../waterQuality/index.js';

export const waterQualityHandlers = {
  async getTdsByZip({ query }) {
    const region = findTdsRegion(query.zip);
    if (!region) throw notFound(`We have no water-quality estimate for ZIP code ${query.zip}.`);
    return {
      status: 200,
      body: {
        success: true,
        message: `Estimated TDS for ${region.region}.`,
        data: {
          zip: query.zip,
          tdsValue: region.tdsPpm,
          region: region.region,
          source: TDS_SOURCE,
        },
      },
    };
  },
} satisfies Partial<Handlers>;
