// Inlined first in the head (its CSP hash is computed when it is built): marks the document as
// scripted before anything paints. Pages paint from their critical CSS as their HTML arrives, before
// the site script at the end of the body runs; without this mark that first paint would show the
// layout for browsers without JavaScript (html:not([data-js]) in globals.css) and then change.
import { SCRIPTED } from './contract'

document.documentElement.setAttribute(SCRIPTED.name, '')
