import { MESSAGES } from '@vineyard/domain';
import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /game/plots and /game/plots/:id (the same page, with the plot detail when an id is given). */
export function PlotsPage() {
  const { id } = useParams();
  return id ? (
    <PagePlaceholder
      framed={false}
      title="Plot Details"
      description="Size, terroir, suitable grape varieties, vineyard blocks and the marketplace listing of this plot."
    />
  ) : (
    <PagePlaceholder framed={false} title="Vineyard Plots" description={MESSAGES.plot.pageSubtitle} />
  );
}
