// Floor 1: React 19 and react-router 7's data router rendering one paragraph.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <p>Vineyard Valley</p> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
