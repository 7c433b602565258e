// Business constants of spec §9 for the home page carousels.
export const HERO_AUTOPLAY_DELAY_MS = 5000
export const GROUP_CAROUSEL_CENTER_PADDING_PX = 200
