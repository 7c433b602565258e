// The home page carousels' constants (docs/product.md, Home).
export const HERO_AUTOPLAY_DELAY_MS = 5000
export const GROUP_CAROUSEL_CENTER_PADDING_PX = 200
