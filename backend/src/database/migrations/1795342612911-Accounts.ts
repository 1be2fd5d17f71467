import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795342612911 implements MigrationInterface {
  name = 'Accounts1795342612911';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "throttle_buckets" (
                "key" character varying(400) NOT NULL,
                "count" integer NOT NULL,
                "window_ends_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_36e08342fdd33ed74c58e52153d" PRIMARY KEY ("key")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "mail_outbox" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "to_address" character varying(254) NOT NULL,
                "subject" character varying(200) NOT NULL,
                "text_body" text NOT NULL,
                "html_body" text NOT NULL,
                "dev_link" text,
                "attempts" integer NOT NULL DEFAULT '0',
                "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "sent_at" TIMESTAMP WITH TIME ZONE,
                "last_error" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at")
            WHERE sent_at IS NULL
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "username" character varying(30) NOT NULL,
                "email" character varying(254) NOT NULL,
                "password_hash" text NOT NULL,
                "first_name" character varying(100),
                "last_name" character varying(100),
                "role" character varying(16) NOT NULL DEFAULT 'player',
                "email_verified" boolean NOT NULL DEFAULT false,
                "disabled_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "users_email_key" ON "users" ("email")
        `);
    // usernames are unique ignoring case (declared on the entity with synchronize: false)
    await queryRunner.query(`
            CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"))
        `);
    await queryRunner.query(`
            ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('player', 'admin'))
        `);
    await queryRunner.query(`
            CREATE TABLE "email_tokens" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "kind" character varying(16) NOT NULL,
                "token_hash" character(64) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_08abb3fa348e894c274a6730d35" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "email_tokens_token_hash_key" ON "email_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "email_tokens_user_kind_idx" ON "email_tokens" ("user_id", "kind")
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "revoked_reason" character varying(32),
                CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "refresh_tokens" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "session_id" uuid NOT NULL,
                "token_hash" character(64) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" ("session_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "email_tokens"
            ADD CONSTRAINT "FK_018295f41628791c301bfe8b625" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions"
            ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4"
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"
        `);
    await queryRunner.query(`
            ALTER TABLE "email_tokens" DROP CONSTRAINT "FK_018295f41628791c301bfe8b625"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."refresh_tokens_session_id_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."refresh_tokens_token_hash_key"
        `);
    await queryRunner.query(`
            DROP TABLE "refresh_tokens"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."sessions_user_id_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."email_tokens_user_kind_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."email_tokens_token_hash_key"
        `);
    await queryRunner.query(`
            DROP TABLE "email_tokens"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."users_email_key"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."users_username_lower_key"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."mail_outbox_due_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "mail_outbox"
        `);
    await queryRunner.query(`
            DROP TABLE "throttle_buckets"
        `);
  }
}
