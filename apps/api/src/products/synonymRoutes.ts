import { searchMessages, searchSynonymSchema } from '@wtkit/domain';
import { isUuid, requireAdmin } from '../auth/session.js';
import { applyRules } from '../businessRules.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, notFound } from '../errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { deleteSynonym, insertSynonym, listSynonyms, type SynonymRow } from './synonyms.js';

const toApi = (row: SynonymRow) => ({
  _id: row.id,
  term: row.term,
  synonym: row.synonym,
  createdAt: row.createdAt.toISOString(),
});

/** Searches answer differently once synonyms change (the table's trigger tells other instances). */
const searchesChanged = (app: AppContext) => app.catalogueCache.clear();

export const synonymRoutes = {
  async listSearchSynonyms({ user, app }) {
    requireAdmin(user);
    const rows = await listSynonyms(app.db);
    return { status: 200, body: { success: true, data: rows.map(toApi) } };
  },

  async createSearchSynonym({ body, user, app }) {
    requireAdmin(user);
    const pair = applyRules(searchSynonymSchema, body);
    try {
      const created = await insertSynonym(app.db, pair);
      searchesChanged(app);
      return {
        status: 201,
        body: { success: true, message: 'Synonym added.', data: toApi(created) },
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(searchMessages.duplicate);
      throw error;
    }
  },

  async deleteSearchSynonym({ params, user, app }) {
    requireAdmin(user);
    const id = isUuid(params.id) ? await deleteSynonym(app.db, params.id) : undefined;
    if (!id) throw notFound(searchMessages.notFound);
    searchesChanged(app);
    return { status: 200, body: { success: true, message: 'Synonym deleted.', data: { _id: id } } };
  },
} satisfies Partial<Handlers>;
