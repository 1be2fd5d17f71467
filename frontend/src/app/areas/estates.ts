// Estates chunk: founding, listing and managing estates, and an estate's details.
export { CreateEstatePage } from '../../features/estates/CreateEstatePage';
export { EstatesPage } from '../../features/estates/EstatesPage';
export { EstateDetailRoute as EstateDetailPage } from '../pages/EstateDetailRoute';
