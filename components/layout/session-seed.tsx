'use client';

import { useEffect } from 'react';
import { useLiked } from '@/components/favourites/liked-provider';

/** Hands the hearts the server streamed into the page to the page's hearts (LikedProvider). */
export function SessionSeed({ liked }: { liked: readonly string[] }) {
  const { seed } = useLiked();
  useEffect(() => seed(liked), [seed, liked]);
  return null;
}
