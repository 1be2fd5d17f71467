import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API keys (issue 33, item 1): the SHA-256 hash of each secret (unique: the bearer check
 * finds a key by it), the prefix that names it in lists, its scopes, expiry, last use and revocation.
 */
export class ApiKeys1795951106893 implements MigrationInterface {
  name = 'ApiKeys1795951106893';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "api_keys" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "name" character varying(50) NOT NULL,
                "prefix" character varying(16) NOT NULL,
                "token_hash" character(64) NOT NULL,
                "scopes" character varying(8) array NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE,
                "last_used_at" TIMESTAMP WITH TIME ZONE,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "api_keys_scopes_check" CHECK (
                    "scopes" <@ ARRAY ['read', 'play', 'admin']::varchar []
                    AND cardinality("scopes") > 0
                ),
                CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "api_keys_token_hash_key" ON "api_keys" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "api_keys_user_id_idx" ON "api_keys" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "api_keys"
            ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "api_keys" DROP CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."api_keys_user_id_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."api_keys_token_hash_key"
        `);
    await queryRunner.query(`
            DROP TABLE "api_keys"
        `);
  }
}
