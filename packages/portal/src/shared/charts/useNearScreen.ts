import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element in `ref` (rendered from the start) has come within `margin` of the screen;
 * once it has, it stays true. Where nothing can tell (a test DOM without IntersectionObserver),
 * true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
