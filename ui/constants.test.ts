/**
 * The business constants, pinned to the brokerage's published numbers.
 * The literals here are those numbers written out, never the constants themselves.
 */
import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('site shell constants', () => {
  it('breakpoints', () => {
    expect(C.BREAKPOINTS).toEqual({
      xs: 0,
      sm: 576,
      md: 768,
      lg: 992,
      xl: 1200,
      xxl: 1440,
      xxxl: 1680,
      xxxxl: 1921,
    });
  });
  it('contact form and toasts', () => {
    expect([C.CONTACT_MESSAGE_ROWS, C.SUCCESS_TOAST_MS]).toEqual([5, 5000]);
  });
  it('overlap heights', () => {
    expect(C.OVERLAP).toMatchObject({
      headerClassic: 130,
      headerMegamenu: 197,
      headerOutOfNorm: 138,
      footerUnderlap: 96,
      footerOverlapMax: 96,
      heroCarouselBottom: 130,
      landingSmall: 64,
      landingMax: 128,
      landingMinDelta: 40,
    });
    // The property iframe's wide layout exposes an overlap of 90.
    expect(C.OVERLAP.propertyIframeWide).toBe(90);
    // …from a window width of 1500.
    expect([C.PROPERTY_IFRAME_WIDE_MIN_WIDTH, C.PROPERTY_IFRAME_WIDE_OVERLAP]).toEqual([1500, 90]);
  });
  it('loading bar, tracing, scrolling, header velocities', () => {
    expect([C.LOADING_BAR_THROTTLE_MS, C.LOADING_BAR_DURATION_MS]).toEqual([200, 5000]);
    expect([
      C.RESULT_COUNT_THROTTLE_MS,
      C.SCROLL_HANDLER_MS,
      C.SCROLL_VELOCITY_RESET_MS,
      C.RESIZE_PAUSE_MS,
    ]).toEqual([500, 100, 150, 100]);
    expect([C.HEADER_HIDE_VELOCITY, C.HEADER_SHOW_VELOCITY]).toEqual([0.25, -0.25]);
  });
  it('submenu popups, footer columns, members carousel of the hero', () => {
    expect([C.SUBMENU_POPUP_GAP, C.MEGAMENU_POPUP_GAP, C.SUBMENU_POPUP_WIDTH]).toEqual([16, 54, 1000]);
    expect([C.FOOTER_COLUMNS_XL, C.FOOTER_COLUMNS]).toEqual([4, 2]);
    expect([
      C.MEMBERS_CAROUSEL_MAX,
      C.MEMBERS_HERO_AUTOPLAY_MS,
      C.MEMBERS_CAROUSEL_SLIDES,
      C.MEMBERS_CAROUSEL_CENTER_PADDING,
    ]).toEqual([10, 6000, 1, 24]);
  });
  it('tags and fade bars', () => {
    expect([
      C.TAGS_COLLAPSED_HEIGHT,
      C.TAGS_COLLAPSED_HEIGHT_SM,
      C.FADE_BAR_SIZE,
      C.FADE_BAR_SIZE_SEARCH,
    ]).toEqual([86, 54, 60, 84]);
  });
  it('currency', () => {
    expect([C.CURRENCY, C.CURRENCY_DECIMALS]).toEqual(['CAD', 2]);
    expect(C.CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });
});

describe('content block constants', () => {
  it('carousel timings', () => {
    expect([C.FEATURED_CAROUSEL_AUTOPLAY_MS, C.FEATURED_PROGRESS_MS]).toEqual([5000, 4000]);
    expect([C.HERO_SLIDER_AUTOPLAY_MS, C.HERO_SLIDER_TRANSITION_MS]).toEqual([8000, 500]);
    expect(C.MEDIAS_CAROUSEL_AUTOPLAY_MS).toBe(6000);
    expect([C.MEMBERS_CAROUSEL_AUTOPLAY_MS, C.MEMBERS_THUMBNAIL_WIDTH]).toEqual([5000, 80]);
    expect([C.BASE_SLIDER_ANIMATION_MS, C.CAROUSEL_CARDS_STEP, C.RESIZE_THROTTLE_MS]).toEqual([300, 3, 50]);
  });
  it('grids and gutters', () => {
    expect(C.GRID_COLUMNS.map((g) => [g.minWidth, g.columns])).toEqual([
      [1680, 4],
      [1200, 3],
      [768, 2],
      [360, 1],
      [0, 1],
    ]);
    expect([C.GUTTER, C.GUTTER_SEPARATED]).toEqual([24, 48]);
  });
  it('category cards and map heights', () => {
    expect(C.CATEGORY_CARD_MIN_HEIGHTS).toEqual([530, 446, 360, 286, 362, 240, 346]);
    expect(C.MAP_HEIGHT_REM).toBe(24);
    expect(C.MAP_HEIGHT_FACTORS).toEqual([1, 0.9, 0.8, 0.7, 0.6]);
  });
  it('pages and load more', () => {
    expect(C.LISTINGS_AT_XL_AND_BELOW).toBe(2);
    expect(C.MEMBER_CARDS_PER_PAGE).toEqual({ xxl: 16, lg: 12, md: 8, below: 6 });
    expect([
      C.OFFICES_INITIAL,
      C.PARTNERS_INITIAL,
      C.REWARDS_INITIAL,
      C.LIST_TESTIMONIALS_INITIAL,
      C.POSTS_PER_PAGE,
    ]).toEqual([9, 6, 3, 3, 6]);
    expect([C.LOAD_MORE_MARGIN, C.LOAD_MORE_BLOCK_MS, C.INFINITE_SCROLL_THRESHOLD]).toEqual([
      '25%',
      1000,
      48,
    ]);
    expect(C.BLOG_FETCH_DEBOUNCE_MS).toBe(1000);
  });
  it('markers and fetching', () => {
    expect(C.MARKER).toEqual({ radius: 4, weight: 26, opacityHover: 0.4, opacity: 0.2, hoverShade: 0.8 });
    expect([C.MAP_POPUP_DELAY_MS, C.PREFETCH_IDLE_TIMEOUT_MS, C.FETCH_MIN_DELAY_MS]).toEqual([50, 2000, 200]);
  });
  it('stars, counters, sanitizer, listing media, dark colours, relative time', () => {
    expect([C.STARS_STEP, C.STARS_MAX, C.COUNTER_DIGITS]).toEqual([0.125, 5, 2]);
    expect([C.TESTIMONIAL_SLIDER_SANITIZER, C.PROPERTY_LISTING_MAX_MEDIA]).toEqual([3, 1]);
    expect(C.APPEAR_STEP_MS).toBe(300);
    expect(C.DARK_COLOR_RGB_SUM).toBe(382.5);
    expect(C.RELATIVE_TIME).toEqual({ year: 31536000, month: 3888000, day: 86400, hour: 3600, minute: 60 });
  });
});
