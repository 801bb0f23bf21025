import { z } from 'astro/zod';
import type { ImageFunction } from 'astro:content';

/**
 * Front matter of an article in content/blog/*.mdx. Reading time is computed from the text,
 * never typed in. `image` is Astro's helper: cover and portrait paths are checked and optimised.
 */
export const blogSchema = (image: ImageFunction) =>
  z.object({
    title: z.string().min(5).max(120),
    excerpt: z.string().min(20).max(300),
    author: z.string().min(2),
    authorImage: image(),
    date: z.coerce.date(),
    cover: image(),
    coverAlt: z.string().min(3),
    draft: z.boolean().default(false),
  });
