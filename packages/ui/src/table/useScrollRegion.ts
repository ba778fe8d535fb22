import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the table is wider than its box, and so must be scrolled sideways. While it is, the box is a
 * region named by the caption and a Tab stop, so keyboard users can scroll it with the arrow keys and
 * screen reader users hear what it holds; while it is not, it is neither, and costs nothing. The server
 * cannot measure, so it says 'wider': the region then works without scripts.
 */
export function useScrollRegion<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = useState(true);
  const box = useRef<T | null>(null);
  const observer = useRef<ResizeObserver | null>(null);

  const measure = useCallback(() => {
    const node = box.current;
    if (node) setOverflowing(node.scrollWidth > node.clientWidth + 1);
  }, []);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      box.current = node;
      if (!node || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(node);
      // The table inside can grow without the box changing size (new rows, longer values).
      const table = node.firstElementChild;
      if (table) observer.current.observe(table);
      // Measure now, in the commit, so the first frame (and anything reading the page) is already right.
      measure();
    },
    [measure],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  return { ref, overflowing, measure };
}
