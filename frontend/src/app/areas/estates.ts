// Estates chunk: founding, listing and managing estates, and an estate's details.
export { CreateEstatePage } from '../../features/estates/CreateEstatePage';
export { EstatesPage } from '../../features/estates/EstatesPage';
export { EstateDetailPage } from '../../features/estates/EstateDetailPage';
