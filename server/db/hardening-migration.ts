// Migrations of issue 22 ("Hardened") on the core tables: the request an Idempotency-Key stands for
// (server/http/security.ts) and the indexes the purge job walks (server/jobs/purge.ts).
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '8000_idempotency_request_hash': {
    async up(db: Kysely<unknown>) {
      // SHA-256 of method, path and body; null on rows stored before (compared by method and path).
      await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
    },
  },
  '8001_purge_indexes': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('access_tokens_revoked_idx').on('access_tokens').column('revoked_at').where(sql.ref('revoked_at'), 'is not', null).execute();
      await db.schema.createIndex('auth_codes_expires_idx').on('auth_codes').column('expires_at').execute();
    },
  },
};
