/// <reference path="../.astro/types.d.ts" />

declare namespace App {
  interface Locals {
    /** set by a lesson page for the components its MDX places (<Step>, <Term>, <StartBoard>) */
    lesson?: import('./components/course/context').LessonContext;
  }
}
