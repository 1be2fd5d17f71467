import { useEffect, useState } from 'react';

/** True once the window is scrolled further than `offsetPx` (e.g. to add a header shadow). */
export function useScrolledPast(offsetPx: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offsetPx);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);
  return past;
}
