import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Co-ownership needs consent (issue 14): invitations get an id (to accept, decline or withdraw),
 * the invitee as entered (an e-mail address or a user id), the invited player once known and the
 * inviter. Existing invitations (addresses without a verified account) keep their address as
 * invitee and are claimed as pending invitations when that address is verified.
 */
export class EstateInvitationConsent1795474214142 implements MigrationInterface {
  name = 'EstateInvitationConsent1795474214142';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "estate_invitations"
            ADD "id" uuid NOT NULL DEFAULT gen_random_uuid(),
            ADD "invitee" character varying(254),
            ADD "user_id" uuid,
            ADD "invited_by" uuid
        `);
    await queryRunner.query(`UPDATE "estate_invitations" SET "invitee" = "email"`);
    await queryRunner.query(`ALTER TABLE "estate_invitations" ALTER COLUMN "invitee" SET NOT NULL`);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations" DROP CONSTRAINT "PK_6d2da2fd08fca1f0769f34b4ad6"
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations"
            ADD CONSTRAINT "PK_31bb210394a4523d7f17b505e97" PRIMARY KEY ("id")
        `);
    await queryRunner.query(`ALTER TABLE "estate_invitations" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`
            CREATE INDEX "estate_invitations_user_id_idx" ON "estate_invitations" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "estate_invitations_estate_invitee_key" ON "estate_invitations" ("estate_id", "invitee")
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations"
            ADD CONSTRAINT "FK_2befca8998b707e94dfe9081af9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations"
            ADD CONSTRAINT "FK_c578ce9f32d420665168efa77ad" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "estate_invitations" DROP CONSTRAINT "FK_c578ce9f32d420665168efa77ad"
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations" DROP CONSTRAINT "FK_2befca8998b707e94dfe9081af9"
        `);
    await queryRunner.query(`DROP INDEX "public"."estate_invitations_estate_invitee_key"`);
    await queryRunner.query(`DROP INDEX "public"."estate_invitations_user_id_idx"`);
    // invitations by user id have no address: they cannot be kept in the old shape
    await queryRunner.query(`DELETE FROM "estate_invitations" WHERE "email" IS NULL`);
    await queryRunner.query(`ALTER TABLE "estate_invitations" ALTER COLUMN "email" SET NOT NULL`);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations" DROP CONSTRAINT "PK_31bb210394a4523d7f17b505e97"
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations"
            ADD CONSTRAINT "PK_6d2da2fd08fca1f0769f34b4ad6" PRIMARY KEY ("estate_id", "email")
        `);
    await queryRunner.query(`
            ALTER TABLE "estate_invitations" DROP COLUMN "invited_by", DROP COLUMN "user_id", DROP COLUMN "invitee", DROP COLUMN "id"
        `);
  }
}
