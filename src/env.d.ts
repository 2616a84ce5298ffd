/// <reference path="../.astro/types.d.ts" />

declare namespace App {
  interface Locals {
    /** set by a lesson page for the components its MDX places (<Step>, <Term>, <StartBoard>) */
    lesson?: import('./components/course/context').LessonContext;
  }
}

/**
 * The site's folder of this engine version's endgame files, '/endgame/<engine version>/' (defined by the
 * build: src/cli/endgame-site.ts); '' when the build could not tell the version.
 */
declare const __DAMIERA_ENDGAME__: string;
