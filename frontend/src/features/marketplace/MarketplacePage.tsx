import { MESSAGES } from '@vineyard/domain';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function MarketplacePage() {
  return <PagePlaceholder framed={false} title="Land Marketplace" description={MESSAGES.marketplace.pageSubtitle} />;
}
