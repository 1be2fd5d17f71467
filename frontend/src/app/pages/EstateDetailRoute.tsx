import { EstateDetailPage } from '../../features/estates/EstateDetailPage';
import { ReputationPanel } from '../../features/reputation/ReputationPanel';

const reputationPanel = (estateId: string) => <ReputationPanel estateId={estateId} />;

/** `/game/estate/:id`: the estate's details with its reputation (two features, composed here). */
export function EstateDetailRoute() {
  return <EstateDetailPage reputation={reputationPanel} />;
}
