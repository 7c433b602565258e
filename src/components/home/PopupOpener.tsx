import { POPUP_DIALOG_ID, POPUP_SESSION_KEY, POPUP_SHOWN_VALUE } from './popupRule'

/**
 * Opens the home popup as soon as the browser has parsed it, without waiting for the page's
 * JavaScript: on a slow phone the poster then shows in the first second or two, not after hydration.
 * The same rule as shouldShowPopup; HomePopup's effect covers client-side visits to the home page.
 */
export function PopupOpener({ nonce }: { nonce?: string }) {
  const script = `(function(){try{var s=sessionStorage;if(s.getItem(${JSON.stringify(POPUP_SESSION_KEY)})===${JSON.stringify(POPUP_SHOWN_VALUE)})return;s.setItem(${JSON.stringify(POPUP_SESSION_KEY)},${JSON.stringify(POPUP_SHOWN_VALUE)});var d=document.getElementById(${JSON.stringify(POPUP_DIALOG_ID)}),r=document.documentElement;d.dataset.previousOverflow=r.style.overflow;r.style.overflow='hidden';d.showModal()}catch(e){}})()`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
