import { useParams } from 'react-router-dom';
import { PlotDetailView } from './PlotDetailView';
import { PlotListView } from './PlotListView';

/** /game/plots and /game/plots/:id (the same page, with the plot detail when an id is given). */
export function PlotsPage() {
  const { id } = useParams();
  return id ? <PlotDetailView key={id} id={id} /> : <PlotListView />;
}
