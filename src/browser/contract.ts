// The one contract between the server-rendered markup and the browser scripts of src/browser/: every
// id, data-* attribute and state a script reads or sets is named here, and both sides import it.
// Scripts never toggle style classes: they set these attributes, and the markup styles them
// (Tailwind's data-[…]: variants, or globals.css).
import { FORM_RESULT_PARAM } from '@/lib/formResultParam'

type DataName = `data-${string}`

/** A data-* attribute: its name, a CSS selector for it, and the JSX props that put it on an element. */
// Marked free of side effects so that a script's bundle keeps only the entries it reads.
/* #__NO_SIDE_EFFECTS__ */ export function dataAttribute<Name extends DataName>(name: Name) {
  return {
    name,
    selector: `[${name}]`,
    /** A selector for one value of it. */
    is: (value: string) => `[${name}="${value}"]`,
    props: (value = '') => ({ [name]: value }) as { [K in Name]: string },
  }
}

/** Set on <html> from the head (scripted.ts; "site" once the site script ran): CSS that needs scripts keys on it. */
export const SCRIPTED = dataAttribute('data-js')

/** Session storage: the full stylesheet's URL once cached (later pages link it from the head, scripted.ts). */
export const FULL_STYLESHEET_LOADED = 'lyceum-full-stylesheet'

/** Site shell: menus, "Loading..." during a navigation, scroll reveal (src/browser/site.ts). */
export const site = {
  /** The phone menu's panel; its toggle button has aria-controls set to this id. */
  menuPanelId: 'site-menu',
  /** A button plus the panel it shows (button[aria-controls] → panel, aria-expanded and hidden). */
  disclosure: dataAttribute('data-disclosure'),
  /** The panel a disclosure's button shows (CSS opens it on focus before the script runs). */
  disclosurePanel: dataAttribute('data-disclosure-panel'),
  /** A desktop drop-down (a disclosure that also opens on mouse hover and knows arrow keys). */
  dropdown: dataAttribute('data-dropdown'),
  /** The phone menu (a disclosure that Escape closes from anywhere). */
  menu: dataAttribute('data-menu'),
  /** A link inside a drop-down, reached by the arrow keys. */
  menuLink: dataAttribute('data-menu-link'),
  /** The page's content, hidden while the next page loads. */
  pageContent: dataAttribute('data-page-content'),
  /** The "Loading..." placeholder, shown while the next page loads. */
  pageLoading: dataAttribute('data-page-loading'),
  /** A list whose items fade in as they scroll into view; its value is the visibility threshold. */
  revealList: dataAttribute('data-reveal-root'),
  /** Set on a reveal list once the script has prepared it (whether or not anything waits). */
  revealReady: dataAttribute('data-reveal-ready'),
  /** An item of a reveal list; the script sets it to "waiting" (styled invisible), then "shown". */
  revealItem: dataAttribute('data-reveal'),
  /** On a <noscript> linking the full stylesheet (server/criticalCss.mjs): its value is the sheet's URL. */
  fullStylesheet: dataAttribute('data-full-stylesheet'),
  /**
   * A <noscript> whose markup the site script adds after the first paint (the contact map: no frame before it).
   * With the value `whileCovered`, it is added at once unless a modal dialog covers the page (the home popup's poster
   * gets the network to itself; the hero behind it comes after the paint).
   */
  afterPaint: dataAttribute('data-after-paint'),
  whileCovered: 'while-covered',
  /** An empty <template> naming a script the site script loads after the first paint (the home carousels). */
  afterPaintScript: dataAttribute('data-after-paint-script'),
  fullStylesheetLoaded: FULL_STYLESHEET_LOADED,
} as const

/** The home page's registration popup (src/browser/popup.ts, inline right after the dialog). */
export const popup = {
  dialogId: 'home-popup',
  /** Session storage flag: shown while it is not "true"; set on first display. */
  sessionKey: 'lyceum-popup-shown',
  shownValue: 'true',
  /** The close button (inside a method="dialog" form, so it works before the script too). */
  close: dataAttribute('data-close'),
} as const

/** The home page's carousels (src/browser/home.ts). */
export const carousel = {
  hero: dataAttribute('data-hero-slider'),
  group: dataAttribute('data-group-carousel'),
  viewport: dataAttribute('data-carousel-viewport'),
  /** A pagination dot; its value is the slide index. */
  dot: dataAttribute('data-dot'),
  /** On the hero: "on" while autoplay runs, "off" once stopped. */
  autoplay: dataAttribute('data-autoplay'),
  /** On a slide: "true" for the centred one (the others are styled smaller). */
  selected: dataAttribute('data-selected'),
  /**
   * A <noscript> holding a hero slide's picture after the first: the hero's script adds it when it takes over,
   * so nothing off the screen is fetched during the first paint (a browser without scripts shows it from there).
   */
  laterPicture: dataAttribute('data-later-picture'),
} as const

/** The contact and enquiry forms (src/browser/forms.ts). */
export const form = {
  /** On the <form>: which form it is ("contact" or "enquiry"). */
  kind: dataAttribute('data-form'),
  /** On the <form>: clear the fields after a successful send (contact and IELTS; PTE keeps them). */
  clearOnSuccess: dataAttribute('data-clear-on-success'),
  submit: dataAttribute('data-submit'),
  /** Inside the submit button: the label, and the spinner shown while sending. */
  whenIdle: dataAttribute('data-when-idle'),
  whenSending: dataAttribute('data-when-sending'),
  /** The result dialog next to the form, and its two icons ("success" / "failure"). */
  resultDialog: dataAttribute('data-result-dialog'),
  tone: dataAttribute('data-tone'),
  /** Set on the <form> once the script has taken it over (it also sets noValidate: zod checks instead). */
  enhanced: dataAttribute('data-enhanced'),
  /**
   * The result of a plain (no-JavaScript) post, at the top of the form card: the 303's fragment
   * scrolls to it. The script hides it when it sends, so an old result never sits above a new one.
   */
  resultId: FORM_RESULT_PARAM,
  fieldId: (name: string) => `field-${name}`,
  fieldErrorId: (name: string) => `field-${name}-error`,
  dialogTitleId: (dialogId: string) => `${dialogId}-title`,
  dialogTextId: (dialogId: string) => `${dialogId}-text`,
} as const

/** A page previewed by staff (decision 031): its bar, and the admin's live preview (src/browser/preview.ts). */
export const preview = {
  /** The "Preview — draft content, not published" bar; only preview answers have it. */
  bar: dataAttribute('data-preview-bar'),
  /** What the frame tells the admin once it listens (Payload's live preview waits for it). */
  readyMessage: { type: 'payload-live-preview', ready: true },
  /** What the admin posts to the frame after a save (a save, a draft save or a publish). */
  savedMessageType: 'payload-document-event',
  /** What the admin posts to the frame while staff type: the form's unsaved values. */
  valuesMessageType: 'payload-live-preview',
  /** Text that shows one of the document's plain text fields (its name): the frame follows the typing. */
  liveField: dataAttribute('data-live-field'),
  /** Rich text that shows one of the document's rich text fields (its name): redrawn as staff type. */
  liveRichText: dataAttribute('data-live-rich-text'),
} as const
