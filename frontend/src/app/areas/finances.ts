// Finances chunk: the current estate's ledger, money chart and income statement.
export { FinancesPage } from '../../features/finances/FinancesPage';
