import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/env';
import { AppConfigModule } from './config/config.module';
import { AppLogger } from './common/logger';
import { DataSource } from 'typeorm';
import { connectionBounds, dataSourceOptions } from './database/options';
import { guardTransactions } from './database/transaction-guard';
import { useNamedStatements } from './common/sql';
import { ReadReplicaModule } from './database/read-replica.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { MailModule } from './mail/mail.module';
import { ThrottleModule } from './throttle/throttle.module';
import { GameTimeModule } from './gametime/gametime.module';
import { EstatesModule } from './estate-office/estates.module';
import { PlotsModule } from './plots/plots.module';
import { BlocksModule } from './blocks/blocks.module';
import { MarketplaceModule } from './marketplace/marketplace.module';
import { AdminModule } from './admin/admin.module';
import { MetricsModule } from './monitoring/metrics.module';
import { FeaturesModule } from './suggestions/features.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { MoneyModule } from './money/money.module';
import { GrapesModule } from './grapes/grapes.module';
import { CellarModule } from './cellar/cellar.module';
import { WineMarketModule } from './wine-market/wine-market.module';
import { StaffModule } from './staff/staff.module';
import { ExchangeModule } from './exchange/exchange.module';
import { ContractsModule } from './contracts/contracts.module';
import { MarketIndexModule } from './market-index/market-index.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { MilestonesModule } from './milestones/milestones.module';
import { ReputationModule } from './reputation/reputation.module';
import { AwardsModule } from './awards/awards.module';
import { SeasonsModule } from './seasons/seasons.module';
import { NotificationsModule } from './notifications/notifications.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string, logger: AppLogger): DynamicModule {
    useNamedStatements(config.dbPreparedStatements);
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config, databaseUrl, logger),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(databaseUrl, config.dbPoolSize, connectionBounds(config)),
            retryAttempts: 0,
            autoLoadEntities: false,
          }),
          // the pools are guarded before any module gets the DataSource (database/transaction-guard.ts)
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            guardTransactions(dataSource, config.dbTransactionGuard, (error) =>
              logger.write('error', 'pool connection requested inside a transaction', { stack: error.stack }),
            );
            return dataSource;
          },
        }),
        ReadReplicaModule,
        HealthModule,
        ThrottleModule,
        MailModule,
        AuthModule,
        GameTimeModule,
        MoneyModule,
        EstatesModule,
        PlotsModule,
        BlocksModule,
        GrapesModule,
        CellarModule,
        WineMarketModule,
        StaffModule,
        ExchangeModule,
        ContractsModule,
        ReputationModule,
        MarketIndexModule,
        LeaderboardModule,
        MilestonesModule,
        AwardsModule,
        SeasonsModule,
        NotificationsModule,
        MarketplaceModule,
        AdminModule,
        MetricsModule,
        FeaturesModule,
        WaitlistModule,
        AnalyticsModule,
        MaintenanceModule,
      ],
    };
  }
}
