// Admin area chunk.
export { AdminPage } from '../../features/admin/AdminPage';
