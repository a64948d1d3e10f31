/**
 * Business constants and limits, named as the brokerage's product contract names them.
 * Import from here; never repeat a number elsewhere.
 */

/** Viewport breakpoints, px (xxxxl is 1921; one reading of the contract gives 1920). */
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1440,
  xxxl: 1680,
  xxxxl: 1921,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_ORDER: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'xxxxl'];

// Contact form
export const CONTACT_MESSAGE_ROWS = 5;
export const SUCCESS_TOAST_MS = 5000;

// Overlaps (px)
export const OVERLAP = {
  headerClassic: 130,
  headerMegamenu: 197,
  headerOutOfNorm: 138,
  footerUnderlap: 96,
  footerOverlapMax: 96,
  heroCarouselBottom: 130,
  landingSmall: 64,
  landingMax: 128,
  landingMinDelta: 40,
  /** The property iframe's wide layout hangs over the next block by this much. */
  propertyIframeWide: 90,
} as const;

// Property iframe (the 1500 is not one of the viewport breakpoints but the block's own)
/** Window width (px) from which the property iframe takes its wide layout and exposes its overlap. */
export const PROPERTY_IFRAME_WIDE_MIN_WIDTH = 1500;
/** The overlap the wide layout exposes onto the next block, px. */
export const PROPERTY_IFRAME_WIDE_OVERLAP = OVERLAP.propertyIframeWide;
/**
 * Height of the frame until its page reports one, and the least it shrinks to, px (not in the
 * documents; the content's `min_height` replaces it).
 */
export const PROPERTY_IFRAME_MIN_HEIGHT = 800;
/** The most a reported height may make the frame, px: a page cannot stretch ours without bound. */
export const PROPERTY_IFRAME_MAX_HEIGHT = 20000;

// Loading bar (its tracing and replay rates belong to a monitoring service we do not run)
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

// Scrolling and resizing
export const RESULT_COUNT_THROTTLE_MS = 500;
export const SCROLL_HANDLER_MS = 100;
export const SCROLL_VELOCITY_RESET_MS = 150;
export const RESIZE_PAUSE_MS = 100;
export const RESIZE_THROTTLE_MS = 50;
export const HEADER_HIDE_VELOCITY = 0.25;
export const HEADER_SHOW_VELOCITY = -0.25;

// Header popups
export const SUBMENU_POPUP_GAP = 16;
export const MEGAMENU_POPUP_GAP = 54;
export const SUBMENU_POPUP_WIDTH = 1000;

// Footer
export const FOOTER_COLUMNS_XL = 4;
export const FOOTER_COLUMNS = 2;

// Members carousel (hero) and carousels
export const MEMBERS_CAROUSEL_MAX = 10;
export const MEMBERS_HERO_AUTOPLAY_MS = 6000;
export const MEMBERS_CAROUSEL_SLIDES = 1;
export const MEMBERS_CAROUSEL_CENTER_PADDING = 24;
export const FEATURED_CAROUSEL_AUTOPLAY_MS = 5000;
export const FEATURED_PROGRESS_MS = 4000;
/** The properties slider autoplays like the featured carousel (the brokerage's contract gives it no delay of its own). */
export const PROPERTIES_SLIDER_AUTOPLAY_MS = FEATURED_CAROUSEL_AUTOPLAY_MS;
export const HERO_SLIDER_AUTOPLAY_MS = 8000;
export const HERO_SLIDER_TRANSITION_MS = 500;
export const MEDIAS_CAROUSEL_AUTOPLAY_MS = 6000;
export const MEMBERS_CAROUSEL_AUTOPLAY_MS = 5000;
export const MEMBERS_THUMBNAIL_WIDTH = 80;
export const BASE_SLIDER_ANIMATION_MS = 300;
export const CAROUSEL_CARDS_STEP = 3;
/** Autoplay of the carousel cards and categories slider: carousels autoplay, but at no given speed; we use the medias carousel's 6000 ms. */
export const CAROUSEL_CARDS_AUTOPLAY_MS = MEDIAS_CAROUSEL_AUTOPLAY_MS;
export const CATEGORIES_SLIDER_AUTOPLAY_MS = MEDIAS_CAROUSEL_AUTOPLAY_MS;

// Tags and fades (filter overlay, search bar)
export const TAGS_COLLAPSED_HEIGHT = 86;
export const TAGS_COLLAPSED_HEIGHT_SM = 54;
export const FADE_BAR_SIZE = 60;
export const FADE_BAR_SIZE_SEARCH = 84;

// Grids
export const GRID_COLUMNS = [
  { minWidth: 1680, columns: 4 },
  { minWidth: 1200, columns: 3 },
  { minWidth: 768, columns: 2 },
  { minWidth: 360, columns: 1 },
  { minWidth: 0, columns: 1 },
] as const;
export const GUTTER = 24;
export const GUTTER_SEPARATED = 48;

/**
 * Category card minimum heights, px, from the widest breakpoint down: from xxxl, xxl,
 * xl, lg, md, sm and xs (the CSS of the categories slider applies them in that order).
 */
export const CATEGORY_CARD_MIN_HEIGHTS = [530, 446, 360, 286, 362, 240, 346] as const;

/**
 * Map height: 24 rem times these factors, from the widest breakpoint down: from xxl, xl, lg, md
 * and xs (the map gate's CSS applies them in that order).
 */
export const MAP_HEIGHT_REM = 24;
export const MAP_HEIGHT_FACTORS = [1, 0.9, 0.8, 0.7, 0.6] as const;
/**
 * Default map centring bounds, [[south, west], [north, east]]: southern Québec (the contract names
 * "a fixed rectangle over a Canadian area" without its values; this is our choice).
 */
export const MAP_DEFAULT_BOUNDS = [
  [45.0, -79.5],
  [49.0, -64.0],
] as const;
/** Zoom of a map that shows a single place (our choice: street level). */
export const MAP_SINGLE_MARKER_ZOOM = 14;

// Listings and pages
export const LISTINGS_AT_XL_AND_BELOW = 2;
/**
 * Listings the properties block shows above xl when the content sets no number (our
 * choice: two rows of two beside the map, the widest layout's 2 × 2).
 */
export const LISTINGS_DEFAULT_COUNT = 4;
/** Listings a slider or the featured carousel shows when the content sets no number (our choice). */
export const SLIDER_LISTINGS_DEFAULT = 8;
export const MEMBER_CARDS_PER_PAGE = { xxl: 16, lg: 12, md: 8, below: 6 } as const;
export const OFFICES_INITIAL = 9;
export const PARTNERS_INITIAL = 6;
export const REWARDS_INITIAL = 3;
export const LIST_TESTIMONIALS_INITIAL = 3;
export const POSTS_PER_PAGE = 6;
export const LOAD_MORE_MARGIN = '25%';
export const LOAD_MORE_BLOCK_MS = 1000;
export const INFINITE_SCROLL_THRESHOLD = 48;
export const BLOG_FETCH_DEBOUNCE_MS = 1000;

// Markers and maps
export const MARKER = { radius: 4, weight: 26, opacityHover: 0.4, opacity: 0.2, hoverShade: 0.8 } as const;
export const MAP_POPUP_DELAY_MS = 50;
/** Markers of sold properties take the sold badge's red (sold red on white). */
export const SOLD_MARKER_COLOR = '#c62828';
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const FETCH_MIN_DELAY_MS = 200;

// Appear animation and misc
export const APPEAR_STEP_MS = 300;
export const STARS_STEP = 0.125;
export const STARS_MAX = 5;
/** Counters (numbered list items, statistics) are padded to two digits: 01, 02, …. */
export const COUNTER_DIGITS = 2;
export const TESTIMONIAL_SLIDER_SANITIZER = 3;
export const PROPERTY_LISTING_MAX_MEDIA = 1;

/** Dark colour test: a colour is dark when R + G + B <= 382.5. */
export const DARK_COLOR_RGB_SUM = 382.5;

/** Relative time unit thresholds, seconds. */
export const RELATIVE_TIME = { year: 31536000, month: 3888000, day: 86400, hour: 3600, minute: 60 } as const;

/** Dates are shown in Québec time, the same on the server and in the browser (no hydration drift). */
export const SITE_TIME_ZONE = 'America/Toronto';
/** Currency of prices: CAD, 2 decimals by default. */
export const CURRENCY = 'CAD';
export const CURRENCY_DECIMALS = 2;
/** Length of a month when a relative time is shown in months, seconds (30 days). */
export const RELATIVE_TIME_MONTH_LENGTH = 2592000;
/** A chunk-load failure reloads the page at most once in this interval (60 seconds). */
export const CHUNK_RELOAD_INTERVAL_MS = 60000;

// Blog (issue 14)
/** Blog articles grid: articles shown at md and below, and at xl and below; all above. */
export const BLOG_GRID_SHOWN_MD_AND_BELOW = 1;
export const BLOG_GRID_SHOWN_XL_AND_BELOW = 3;
/** The grid's first article is large, unless exactly this many are shown on wide screens. */
export const BLOG_GRID_NO_LARGE_WHEN_WIDE_SHOWS = 3;
/** Featured post: regular items shown at xl and below (all above). */
export const FEATURED_REGULAR_AT_XL_AND_BELOW = 2;
/** Featured post: with fewer articles than this, all are featured. */
export const FEATURED_ALL_BELOW = 3;
/** Posts archive: skeleton category rows while no category is loaded. */
export const ARCHIVE_CATEGORY_SKELETONS = 5;

// ── Lead forms and mortgage calculator ──
// Masks of the lead forms (2, 4 and 6 digits) live with their patterns in domain/patterns.ts.

/** Money fields: thousands spacing from 4 digits, at most 11 digits. */
export const MONEY_MASK_DIGITS = { min: 4, max: 11 } as const;
/** The largest amount a money field takes: 11 digits. */
export const MONEY_MAX = 10 ** MONEY_MASK_DIGITS.max - 1;

/** Default interest rate, as a fraction: 5.5 %. */
export const MORTGAGE_DEFAULT_RATE = 0.055;
/** The rate is entered in percent: 0 to 100, step 0.01. */
export const MORTGAGE_RATE_PERCENT = { min: 0, max: 100, step: 0.01 } as const;
/** Amortization choices, years: 5 to 25 by 5; 25 by default. */
export const MORTGAGE_AMORTIZATION_CHOICES = [5, 10, 15, 20, 25] as const;
export const MORTGAGE_DEFAULT_AMORTIZATION = 25;
/** Payment frequencies; monthly by default. */
export const MORTGAGE_PAYMENT_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly'] as const;
export const MORTGAGE_DEFAULT_FREQUENCY = 'monthly';
/** Accelerated payments: weekly = monthly / 4, bi-weekly = monthly / 2. */
export const MORTGAGE_FREQUENCY_DIVISORS = { weekly: 4, 'bi-weekly': 2, monthly: 1 } as const;
/** Payments in a year at each frequency. */
export const MORTGAGE_PAYMENTS_PER_YEAR = { weekly: 52, 'bi-weekly': 26, monthly: 12 } as const;
/** Canadian fixed rates compound twice a year: monthly rate = (1 + r/2)^(1/6) − 1. */
export const MORTGAGE_COMPOUNDINGS_PER_YEAR = 2;
/** Minimum down payment thresholds of the rule before 15 December 2024. */
export const MORTGAGE_THRESHOLDS = [500_000, 1_000_000] as const;
/** The upper threshold since 15 December 2024 (Canadian law). */
export const MORTGAGE_THRESHOLD_2024_12_15 = 1_500_000;
/** Minimum down payments: 5 %, 10 %, 20 %, and 35 % for a commercial property. */
export const MORTGAGE_MINIMUMS = { first: 0.05, rest: 0.1, whole: 0.2, commercial: 0.35 } as const;
// Offices, partners, members and testimonials (issue 15)
/** A list testimonial's text collapses above this height, px: 256 from lg, 128 below. */
export const TESTIMONIAL_COLLAPSE_HEIGHT = { lg: 256, below: 128 } as const;
/** A broker testimonial longer than this many lines gets a see-more popup. */
export const BROKER_TESTIMONIAL_MAX_LINES = 7;
/** A team member's description longer than this many lines gets a see-more popup: 7 from xxxl, 5 below. */
export const TEAM_DESCRIPTION_MAX_LINES = { xxxl: 7, below: 5 } as const;
/** The testimonials slider clamps a card's text to this many lines. */
export const TESTIMONIAL_SLIDER_MAX_LINES = 10;
/** Fewer testimonials than this with text in the page's locale: the missing locales are filled. */
export const TESTIMONIALS_MIN = 3;
/** The same minimum for the Google-review carousel. */
export const GOOGLE_TESTIMONIALS_MIN = 1;
/** Review scores are shown with 2 decimals. */
export const REVIEW_SCORE_DECIMALS = 2;
/** Testimonial carousels: carousels autoplay, but at no given speed; we use the medias carousel's 6000 ms. */
export const TESTIMONIALS_CAROUSEL_AUTOPLAY_MS = MEDIAS_CAROUSEL_AUTOPLAY_MS;
// --- Property search (issue 11) ----------------------------------------------------------------
/**
 * Stops of the price slider for rents, monthly: 0 to 5,000 by 250 (our choice: the
 * default increments are sale prices, and every rent would sit on their first stop).
 */
export const RENT_PRICE_INCREMENTS: readonly number[] = Array.from({ length: 21 }, (_, i) => i * 250);
/** Bedrooms and bathrooms options: 1 to 5, each a minimum. */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
/** Skeleton cards per row while the list loads: 3 from xxxl, 2 from md, else 1. */
export const SKELETON_CARDS_PER_ROW = { xxxl: 3, md: 2, below: 1 } as const;
/** Skeleton rows shown while the first page loads. */
export const SKELETON_ROWS = 2;
/** A map move sets the search area only after the map has rested this long (ms). */
export const MAP_BOUNDS_SETTLE_MS = 300;
