/**
 * The runtime registry: each block's runtime part (`runtime.ts`), one line per block. This list is
 * the one list of blocks and its order is theirs everywhere: the full registry (blocks/index.ts)
 * takes each block folder's definition in this order. Public pages of a site with QA disabled render
 * with it and load no schema (docs/decisions/026-public-pages-trust-their-server.md).
 * Adding a block = its folder + one line here (blocks/registries.test.ts checks both registries).
 */
import { createRuntimeRegistry } from '../engine/registry/runtime';
import blogArticlesGrid from './blog/articles-grid/runtime';
import blogAuthor from './blog/author/runtime';
import blogFeaturedPost from './blog/featured-post/runtime';
import blogPostsArchive from './blog/posts-archive/runtime';
import blogSinglePost from './blog/single-post/runtime';
import contactInfos from './content/contact-infos/runtime';
import cta from './content/cta/runtime';
import doubleCta from './content/double-cta/runtime';
import highlights from './content/highlights/runtime';
import imageAndText from './content/image-and-text/runtime';
import list from './content/list/runtime';
import qaAccordion from './content/qa-accordion/runtime';
import rewards from './content/rewards/runtime';
import statistics from './content/statistics/runtime';
import scriptBlock from './developer/script/runtime';
import developerTestBlock from './developer/test-block/runtime';
import footerClassic from './footer/classic/runtime';
import contactForm from './forms/contact-form/runtime';
import mortgageCalculator from './forms/mortgage-calculator/runtime';
import propertyAlert from './forms/property-alert/runtime';
import propertyValuation from './forms/property-valuation/runtime';
import headerClassic from './header/classic/runtime';
import headerMegamenu from './header/megamenu/runtime';
import headerOutOfNorm from './header/out-of-norm/runtime';
import heroContent1 from './hero/content-1/runtime';
import heroContent2 from './hero/content-2/runtime';
import heroCta from './hero/cta/runtime';
import heroInfos from './hero/infos/runtime';
import heroLandingPage from './hero/landing-page/runtime';
import heroLandingPage1 from './hero/landing-page-1/runtime';
import heroMembersSearch from './hero/members-search/runtime';
import heroProfilePage from './hero/profile-page/runtime';
import heroPropertySearch from './hero/property-search/runtime';
import heroSlider from './hero/slider/runtime';
import spacer from './layout/spacer/runtime';
import carouselCards from './media/carousel-cards/runtime';
import categoriesSlider from './media/categories-slider/runtime';
import coordinatesMap from './media/coordinates-map/runtime';
import fullWidthMap from './media/full-width-map/runtime';
import mediasCarousel from './media/medias-carousel/runtime';
import multiRedirectHorizontal from './media/multi-redirect-horizontal/runtime';
import multiRedirectVertical from './media/multi-redirect-vertical/runtime';
import bankPartners from './people/bank-partners/runtime';
import memberCards from './people/member-cards/runtime';
import membersCarousel from './people/members-carousel/runtime';
import officesGrid from './people/offices-grid/runtime';
import officesMap from './people/offices-map/runtime';
import partners from './people/partners/runtime';
import teamMembers from './people/team-members/runtime';
import propertiesFeatured from './properties/featured/runtime';
import propertyIframe from './properties/iframe/runtime';
import propertiesListing from './properties/listing/runtime';
import propertiesSearchPage from './properties/search-page/runtime';
import propertiesSlider from './properties/slider/runtime';
import propertiesSold from './properties/sold/runtime';
import testimonialsBrokersCarousel from './testimonials/brokers-carousel/runtime';
import testimonialsGoogleCarousel from './testimonials/google-carousel/runtime';
import testimonialsList from './testimonials/list/runtime';
import testimonialsSlider from './testimonials/slider/runtime';

export const runtimeRegistry = createRuntimeRegistry([
  spacer,
  qaAccordion,
  scriptBlock,
  developerTestBlock,
  contactInfos,
  cta,
  doubleCta,
  highlights,
  imageAndText,
  list,
  rewards,
  statistics,
  heroContent1,
  heroContent2,
  heroCta,
  heroInfos,
  heroLandingPage,
  heroLandingPage1,
  heroMembersSearch,
  heroProfilePage,
  heroPropertySearch,
  heroSlider,
  headerClassic,
  headerMegamenu,
  headerOutOfNorm,
  footerClassic,
  contactForm,
  propertyAlert,
  propertyValuation,
  mortgageCalculator,
  carouselCards,
  categoriesSlider,
  coordinatesMap,
  fullWidthMap,
  mediasCarousel,
  multiRedirectHorizontal,
  multiRedirectVertical,
  blogPostsArchive,
  blogArticlesGrid,
  blogFeaturedPost,
  blogSinglePost,
  blogAuthor,
  officesGrid,
  officesMap,
  partners,
  bankPartners,
  memberCards,
  membersCarousel,
  teamMembers,
  testimonialsList,
  testimonialsBrokersCarousel,
  testimonialsGoogleCarousel,
  testimonialsSlider,
  propertiesSearchPage,
  propertiesListing,
  propertiesSlider,
  propertiesFeatured,
  propertiesSold,
  propertyIframe,
]);
