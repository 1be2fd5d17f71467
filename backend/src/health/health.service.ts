import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<{ database: boolean; migrations: boolean }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      return { database: false, migrations: false };
    }
    try {
      return { database: true, migrations: !(await this.dataSource.showMigrations()) };
    } catch {
      return { database: true, migrations: false };
    }
  }
}
