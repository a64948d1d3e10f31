/**
 * The block registry: one line per block, each block's full definition (schemas, labels,
 * examples). The server, QA pages and edit mode use it; public pages of a site with QA disabled
 * use the runtime registry (blocks/runtime.ts), which holds only what rendering needs.
 * Adding a block = its folder + one line in each list (blocks/registries.test.ts checks both).
 * A block type name is a contract with the content backend: never rename one, add a new version.
 */
import { createRegistry } from '../engine/registry';
import blogArticlesGrid from './blog/articles-grid';
import blogAuthor from './blog/author';
import blogFeaturedPost from './blog/featured-post';
import blogPostsArchive from './blog/posts-archive';
import blogSinglePost from './blog/single-post';
import contactInfos from './content/contact-infos';
import cta from './content/cta';
import doubleCta from './content/double-cta';
import highlights from './content/highlights';
import imageAndText from './content/image-and-text';
import list from './content/list';
import qaAccordion from './content/qa-accordion';
import rewards from './content/rewards';
import statistics from './content/statistics';
import scriptBlock from './developer/script';
import developerTestBlock from './developer/test-block';
import footerClassic from './footer/classic';
import contactForm from './forms/contact-form';
import mortgageCalculator from './forms/mortgage-calculator';
import propertyAlert from './forms/property-alert';
import propertyValuation from './forms/property-valuation';
import headerClassic from './header/classic';
import headerMegamenu from './header/megamenu';
import headerOutOfNorm from './header/out-of-norm';
import heroContent1 from './hero/content-1';
import heroContent2 from './hero/content-2';
import heroCta from './hero/cta';
import heroInfos from './hero/infos';
import heroLandingPage from './hero/landing-page';
import heroLandingPage1 from './hero/landing-page-1';
import heroMembersSearch from './hero/members-search';
import heroProfilePage from './hero/profile-page';
import heroPropertySearch from './hero/property-search';
import heroSlider from './hero/slider';
import spacer from './layout/spacer';
import carouselCards from './media/carousel-cards';
import categoriesSlider from './media/categories-slider';
import coordinatesMap from './media/coordinates-map';
import fullWidthMap from './media/full-width-map';
import mediasCarousel from './media/medias-carousel';
import multiRedirectHorizontal from './media/multi-redirect-horizontal';
import multiRedirectVertical from './media/multi-redirect-vertical';
import bankPartners from './people/bank-partners';
import memberCards from './people/member-cards';
import membersCarousel from './people/members-carousel';
import officesGrid from './people/offices-grid';
import officesMap from './people/offices-map';
import partners from './people/partners';
import teamMembers from './people/team-members';
import propertiesFeatured from './properties/featured';
import propertyIframe from './properties/iframe';
import propertiesListing from './properties/listing';
import propertiesSearchPage from './properties/search-page';
import propertiesSlider from './properties/slider';
import propertiesSold from './properties/sold';
import testimonialsBrokersCarousel from './testimonials/brokers-carousel';
import testimonialsGoogleCarousel from './testimonials/google-carousel';
import testimonialsList from './testimonials/list';
import testimonialsSlider from './testimonials/slider';

export const registry = createRegistry([
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
