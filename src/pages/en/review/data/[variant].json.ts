/** The steps of one course that the review page can replay, in this language (src/build/course/revision.ts). */
import type { APIRoute } from 'astro';
import { courseVariants } from '../../../../build/course';
import { revisionFeed } from '../../../../build/course/revision';
import type { VariantId } from '../../../../engine';

export function getStaticPaths() {
  return courseVariants.map((variant) => ({ params: { variant } }));
}

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify({ steps: await revisionFeed('en', params.variant as VariantId) }), {
    headers: { 'content-type': 'application/json' },
  });
