/**
 * The English catalogue: every text the product says, by key, the message sets' included
 * (./messages/). English keeps the spec's exact strings (decision 020). Texts are ICU
 * MessageFormat: `{name}` puts a value in, `{count, plural, …}` picks a plural form. sw.ts must
 * have exactly these keys (checked by the compiler and by i18n.test.ts).
 */
import { bookingEn } from './booking-text';
import { serviceEn } from './service-text';
import { noticeEn } from './notice-text';
import { catalogueEn } from './catalogue-text';
import { contentEn } from './content-text';
import { accountEn } from './account-text';
import { sellerEn } from './seller-text';
import { listingEn } from './listing-text';
import { helpEn } from './help-text';
import { workEn } from './work-text';
import { adminEn } from './admin-text';
import { accountMessagesEn } from './messages/account';
import { apiMessagesEn } from './messages/api';
import { bookingMessagesEn } from './messages/booking';
import { listingMessagesEn } from './messages/listing';
import { paymentMessagesEn } from './messages/payment';
import { payoutMessagesEn } from './messages/payout';
import { teamMessagesEn } from './messages/team';
import { ussdMessagesEn } from './messages/ussd';
import { privacyMessagesEn } from './messages/privacy';
import { phoneLinkMessagesEn } from './messages/phone-link';
import { pushMessagesEn } from './messages/push';
import { whatsappMessagesEn } from './messages/whatsapp';
import { ticketMessagesEn } from './messages/ticket';
import { waitlistMessagesEn } from './messages/waitlist';
import { seriesMessagesEn } from './messages/series';
import { classMessagesEn } from './messages/class';
import { tipMessagesEn } from './messages/tip';
import { guaranteeMessagesEn } from './messages/guarantee';
import { groupMessagesEn } from './messages/group';
import { insightsMessagesEn } from './messages/insights';
import { scriptMessagesEn } from './messages/script';
import { workMessagesEn } from './messages/work';

export const en = {
  'site.tagline': 'Find the perfect services near you',
  'site.description': 'Your one-stop platform for beauty, fashion, health, and lifestyle services across Kenya',
  'layout.skip': 'Skip to content',
  'language.switch': 'Language',
  'language.switchTo': 'Read this page in {language}',

  'header.location': 'Location',
  'header.chooseLocation': 'Choose a location',
  'header.account': 'Account',
  'header.accountFor': 'Account menu for {name}',
  'header.signIn': 'Sign in',
  'header.signUp': 'Sign up',
  'header.myAccount': 'My Account',
  'header.myBookings': 'My Bookings',
  'header.myFavourites': 'My Favourites',
  'header.postService': 'Post a Service',
  'header.logout': 'Logout',
  'header.book': 'Book',
  'header.bookAppointment': 'Book Appointment',
  'header.openMenu': 'Open menu',
  'header.findServices': 'Find Services',
  'header.mainNav': 'Main',
  'drawer.menu': 'Menu',
  'drawer.close': 'Close menu',
  'drawer.selectLocation': 'Select Location',
  'nav.blogs': 'Blogs',
  'nav.about': 'About Us',
  'nav.contact': 'Contact Us',
  'nav.listBusiness': 'List your business',
  'nav.terms': 'Terms of Service',
  'nav.allLocations': 'All Locations',
  'nav.nearMe': 'Near me',
  'search.label': 'Search services',
  'search.placeholder': 'Find services...',
  'search.submit': 'Search',

  'footer.quickLinks': 'Quick Links',
  'footer.popular': 'Popular Categories',
  'footer.contact': 'Contact',
  'footer.email': 'Email:',
  'footer.rights': 'All rights reserved.',
  'footer.demo': 'Demo',
  'footer.demoTitle': 'Sample data and test accounts; e-mail stays in the outbox',

  'landing.bookAppointment': 'Book an Appointment',
  'landing.empty': 'No services available in this category yet.',
  'landing.addService': 'Add a Service',
  'landing.viewAll': 'View All',
  'landing.viewAllOf': 'View all {category}',
  'landing.loadFailed': 'Failed to load services. Please try again later.',
  'landing.categories': 'Browse by category',
  'landing.how.title': 'How it works',
  'landing.how.findTitle': 'Find',
  'landing.how.bookTitle': 'Book',
  'landing.how.goTitle': 'Go',
  'landing.how.find': 'By service and town, or near you.',
  'landing.how.book': 'Choose a free time. Where the provider asks, pay a deposit by M-Pesa.',
  'landing.how.go': 'The provider confirms, and a reminder comes before your visit.',
  'landing.offer': 'Do you offer services? List your business on Mabinti.',

  'card.featured': 'Featured',
  'card.book': 'Book',
  'card.noReviews': 'No reviews yet',
  'card.bookLabel': 'Book {name}',
  'card.chat': 'Chat',
  'card.chatLabel': 'Chat with {name} on WhatsApp',
  'card.save': 'Save {name} to favourites',
  'stars.label':
    '{count, plural, one {Rated {rating} out of 5 from # review} other {Rated {rating} out of 5 from # reviews}}',

  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.passwordRule': 'At least 8 characters: a short sentence is easy to remember and hard to guess.',
  'auth.confirmPassword': 'Confirm password',
  'auth.signIn.title': 'Sign in',
  'auth.signIn.heading': 'Welcome back',
  'auth.signIn.description': 'Sign in to book services and manage your listings.',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.busy': 'Signing in...',
  'auth.rememberMe': 'Remember me',
  'auth.forgot': 'Forgot password?',
  'auth.noAccount': "Don't have an account?",
  'auth.signUpLink': 'Sign up',
  'auth.signUp.title': 'Sign up',
  'auth.signUp.heading': 'Create your account',
  'auth.signUp.buyer': 'Create an account to book services, save favourites and review providers',
  'auth.signUp.seller': 'Register as a seller with the {package} package',
  'auth.signUp.submit': 'Create account',
  'auth.signUp.busy': 'Creating account...',
  'auth.firstName': 'First name',
  'auth.lastName': 'Last name',
  'auth.phone': 'Phone number',
  'auth.phoneHint': 'With your country code, e.g. +254 712 345 678',
  'auth.agreeStart': 'By signing up you agree to our',
  'auth.terms': 'Terms of Service',
  'auth.and': 'and',
  'auth.privacy': 'Privacy Policy',
  'auth.agreeEnd': '.',
  'auth.haveAccount': 'Already have an account?',
  'auth.signInLink': 'Sign in',

  'content.untranslated': 'This page has not been written in English yet; it is shown in its original language.',
  'list.results': 'Results',
  'list.sortAndFilter': 'Sort and filter',
  'list.sort': 'Sort:',
  'list.recommended': 'Recommended',
  'list.topRated': 'Top rated',
  'list.priceAsc': 'Price: low to high',
  'list.priceDesc': 'Price: high to low',
  'list.newest': 'Newest',
  'list.fourUp': '4 stars & up',
  'list.fourUpOn': '(on: follow to show all)',
  'list.priceRange': 'Price range',
  'list.minPrice': 'Min price (Ksh)',
  'list.maxPrice': 'Max price (Ksh)',
  'list.apply': 'Apply',
  'list.openOn': 'Open on',
  'list.anyDay': 'Any day',
  'list.filters': 'Sort and filter',
  'list.activeFilters': 'Filters in use',
  'list.removeFilter': 'Remove: {filter}',
  'list.fromPrice': 'From {price}',
  'list.upToPrice': 'Up to {price}',
  'list.today': 'Today',
  'list.tomorrow': 'Tomorrow',
  'pager.label': 'Pages',
  'pager.previous': 'Previous',
  'pager.first': 'First page',
  'pager.page': 'Page {page}',
  'pager.next': 'Next',
  'all.title': 'All Services',
  'all.description': 'Browse beauty, hair, health, fitness, fashion and lifestyle services across Kenya.',
  'all.searchLabel': 'Search by name, description, location or category',
  'all.searchPlaceholder': 'Search by name, location or category',
  'all.search': 'Search',
  'all.services': 'Services',
  'all.noneFound': 'No services found',
  'all.clear': 'Clear Filters',
  'all.loadFailed': 'Failed to load services. Please try again.',
  'tabs.label': 'Categories',
  'tabs.all': 'All Categories',
  'notFound.title': 'Page Not Found',
  'notFound.text':
    "Sorry, we couldn't find the page you're looking for. The page might have been removed, had its name changed, or is temporarily unavailable.",
  'notFound.home': 'Go to Homepage',
  'notFound.support': 'Contact Support',

  'category.beauty': 'Beauty Services',
  'category.hair': 'Hair Services',
  'category.health': 'Health',
  'category.fitness': 'Fitness',
  'category.fashion': 'Fashion',
  'category.bridal': 'Bridal',
  'category.flowers-gifts': 'Flowers & Gifts',
  'category.home': 'Home & Lifestyle',
  'category.photography': 'Photography',
  'subcategory.beauty.makeup': 'Makeup',
  'subcategory.beauty.nails': 'Nails',
  'subcategory.beauty.eyebrows-lashes': 'Eyebrows & Lashes',
  'subcategory.beauty.microblading': 'Microblading',
  'subcategory.beauty.tattoo-piercings': 'Tattoo & Piercings',
  'subcategory.beauty.waxing': 'Waxing',
  'subcategory.beauty.asmr-massage': 'ASMR & Massage',
  'subcategory.beauty.hub': 'Beauty Hub',
  'subcategory.hair.braiding': 'Braiding',
  'subcategory.hair.weaving': 'Weaving',
  'subcategory.hair.locs': 'Locs',
  'subcategory.hair.wig-makeovers': 'Wig Makeovers',
  'subcategory.hair.ladies-haircut': 'Ladies Haircut',
  'subcategory.hair.complete-care': 'Complete Care',
  'subcategory.health.skin-consultation': 'Skin Consultation',
  'subcategory.health.mental-health': 'Mental Health',
  'subcategory.health.maternal-care': 'Maternal Care',
  'subcategory.health.reproductive-care': 'Reproductive Care',
  'subcategory.fitness.gym': 'Gym',
  'subcategory.fitness.personal-trainers': 'Personal Trainers',
  'subcategory.fitness.nutritionist': 'Nutritionist',
  'subcategory.fashion.african': 'African Wear',
  'subcategory.fashion.maasai-wear': 'Maasai Wear',
  'subcategory.fashion.crotchet': 'Crochet',
  'subcategory.fashion.personal-stylist': 'Personal Stylist',
  'subcategory.bridal.makeup': 'Bridal Makeup',
  'subcategory.bridal.hair': 'Bridal Hair',
  'subcategory.bridal.maids-for-hire': 'Maids for Hire',
  'subcategory.bridal.gowns-for-hire': 'Gowns for Hire',
  'subcategory.flowers-gifts.personalized': 'Personalized',
  'subcategory.flowers-gifts.customized': 'Customized',
  'subcategory.home.cleaning': 'Cleaning',
  'subcategory.home.laundry': 'Laundry',
  'subcategory.photography.event': 'Event',
  'subcategory.photography.lifestyle': 'Lifestyle',
  'subcategory.photography.portrait': 'Portrait',
  ...bookingEn,
  ...serviceEn,
  ...noticeEn,
  ...catalogueEn,
  ...contentEn,
  ...accountEn,
  ...sellerEn,
  ...listingEn,
  ...helpEn,
  ...workEn,
  ...adminEn,
  ...accountMessagesEn,
  ...apiMessagesEn,
  ...bookingMessagesEn,
  ...listingMessagesEn,
  ...paymentMessagesEn,
  ...payoutMessagesEn,
  ...teamMessagesEn,
  ...insightsMessagesEn,
  ...privacyMessagesEn,
  ...phoneLinkMessagesEn,
  ...pushMessagesEn,
  ...whatsappMessagesEn,
  ...ticketMessagesEn,
  ...waitlistMessagesEn,
  ...seriesMessagesEn,
  ...classMessagesEn,
  ...tipMessagesEn,
  ...guaranteeMessagesEn,
  ...groupMessagesEn,
  ...ussdMessagesEn,
  ...scriptMessagesEn,
  ...workMessagesEn,
} as const;

export type MessageKey = keyof typeof en;
