import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogSchema } from '#server/blog-schema';

/** Articles written by editors: one MDX file each (README: "Adding an article"). */
const blog = defineCollection({
  // CONTENT_DIR lets a test point the build at a folder of its own.
  loader: glob({ base: `${process.env.CONTENT_DIR ?? './content'}/blog`, pattern: '**/*.{md,mdx}' }),
  schema: ({ image }) => blogSchema(image),
});

/** Static pages written as MDX by editors: about, terms, privacy. */
const pages = defineCollection({
  loader: glob({ base: `${process.env.CONTENT_DIR ?? './content'}/pages`, pattern: '**/*.{md,mdx}' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.coerce.date().optional(),
  }),
});

export const collections = { blog, pages };
