import { SAMPLE_LOCATIONS } from '#shared/locations';
import type { Random } from './random';

/** Two listing names per subcategory, keyed "category/subcategory": what real providers call themselves. */
export const SAMPLE_NAMES: Record<string, [string, string]> = {
  'beauty/makeup': ['Soft Glow Makeup Studio', 'Soft Glam Home Service Makeup'],
  'beauty/nails': ['Polished Nails Bar', 'Gel and Acrylic Nail Artistry'],
  'beauty/eyebrows-lashes': ['Brow and Lash Lounge', 'Classic and Volume Lash Extensions'],
  'beauty/microblading': ['Feather Brows Microblading', 'Ombre Powder Brows Clinic'],
  'beauty/tattoo-piercings': ['Inkwell Fine Line Tattoos', 'Safe Piercing Studio'],
  'beauty/waxing': ['Smooth Skin Waxing Parlour', 'Sugar Wax Bar'],
  'beauty/asmr-massage': ['Tulia ASMR and Head Spa', 'Deep Tissue Massage at Home'],
  'beauty/hub': ['The Beauty Hub Spa', 'Queens Pamper Parlour'],
  'hair/braiding': ['Knotless Braids Studio', 'Cornrows and Fulani Braids Corner'],
  'hair/weaving': ['Sew-in Weave Specialists', 'Frontal and Closure Installs'],
  'hair/locs': ['Loc Retwist and Styling Studio', 'Sisterlocks Starter Sessions'],
  'hair/wig-makeovers': ['Wig Revamp and Customisation', 'Unit Install and Wig Wash'],
  'hair/ladies-haircut': ['Pixie Cuts and Tapers Salon', 'Silk Press and Trim Studio'],
  'hair/complete-care': ['Natural Hair Treatment Clinic', 'Scalp Care and Steam Treatments'],
  'health/skin-consultation': ['Acne and Pigmentation Consults', 'Glow Skin Clinic Consultations'],
  'health/mental-health': ['Talk It Out Counselling', 'Mindful Women Therapy Sessions'],
  'health/maternal-care': ['Doula and Birth Companion Care', 'Postnatal Home Visits'],
  'health/reproductive-care': ['Fertility Awareness Coaching', 'Women’s Wellness Check Clinic'],
  'fitness/gym': ['Ladies Only Strength Gym', 'Sunrise HIIT and Spin Studio'],
  'fitness/personal-trainers': ['Home Personal Training Sessions', 'Postpartum Fitness Coaching'],
  'fitness/nutritionist': ['Meal Plans with a Registered Nutritionist', 'Weight Management Nutrition Clinic'],
  'fashion/african': ['Kitenge Tailoring Studio', 'Ankara Made-to-Measure Dresses'],
  'fashion/maasai-wear': ['Shuka and Beadwork Outfits', 'Maasai Bridal Beadwork'],
  'fashion/crotchet': ['Handmade Crotchet Tops and Sets', 'Crotchet Braids and Accessories'],
  'fashion/personal-stylist': ['Wardrobe Edit and Declutter', 'Event Styling and Shopping Trips'],
  'bridal/makeup': ['Bridal Glam Team', 'Traditional Wedding Makeup'],
  'bridal/hair': ['Bridal Updos and Veils', 'Ruracio Hair Styling'],
  'bridal/maids-for-hire': ['Bridesmaids Dresses for Hire', 'Bridal Party Styling Crew'],
  'bridal/gowns-for-hire': ['Wedding Gown Rentals', 'Reception Dress Hire'],
  'flowers-gifts/personalized': ['Named Gift Hampers', 'Engraved Keepsakes and Frames'],
  'flowers-gifts/customized': ['Fresh Flower Bouquets Delivered', 'Custom Money Bouquets'],
  'home/cleaning': ['Sparkle Home Deep Cleaning', 'Move-in Move-out Cleaners'],
  'home/laundry': ['Wash and Fold Laundry Pick-up', 'Duvet and Curtain Laundry'],
  'photography/event': ['Wedding and Ruracio Photography', 'Birthday and Baby Shower Shoots'],
  'photography/lifestyle': ['Lifestyle Brand Photography', 'Family Outdoor Sessions'],
  'photography/portrait': ['Studio Portraits and Headshots', 'Graduation Portrait Sessions'],
};

/** What each kind of service involves, in a provider's words: the heart of a listing's description. */
const DETAILS: Record<string, string> = {
  'beauty/makeup':
    'Full-face makeup for events, photoshoots and nights out, matched to your skin tone and lasting all day.',
  'beauty/nails': 'Gel polish, acrylic and builder-gel sets, with cuticle care and nail art from simple to bold.',
  'beauty/eyebrows-lashes': 'Brow shaping, tinting and lamination, and classic, hybrid or volume lash extensions.',
  'beauty/microblading':
    'Hair-stroke microblading and powder brows, with a consultation first and a touch-up after six weeks.',
  'beauty/tattoo-piercings':
    'Fine-line tattoos and ear and nose piercings with sterile, single-use needles and aftercare advice.',
  'beauty/waxing':
    'Gentle waxing and sugaring for face, arms, legs and bikini, using low-temperature wax for sensitive skin.',
  'beauty/asmr-massage':
    'Slow, quiet head spa and massage sessions to unwind: scalp care, warm towels and calming oils.',
  'beauty/hub': 'A full pamper day under one roof: facials, manicures, pedicures and steam in a calm setting.',
  'hair/braiding': 'Knotless braids, cornrows, Fulani and boho braids in every length, neat and light on the scalp.',
  'hair/weaving': 'Sew-in weaves, frontal and closure installs, with leave-out blending and styling included.',
  'hair/locs': 'Starter locs, retwists, interlocking and loc styles, with scalp care between sessions.',
  'hair/wig-makeovers':
    'Wig washing, plucking, bleaching knots, customising and install, so your unit looks brand new.',
  'hair/ladies-haircut':
    'Precision cuts, tapers and trims for natural and relaxed hair, finished with a silk press or styling.',
  'hair/complete-care':
    'Deep conditioning, steam and protein treatments, and scalp care for dry, thinning or damaged hair.',
  'health/skin-consultation':
    'One-to-one skin consultations for acne, dark marks and sensitivity, with a routine you can keep to.',
  'health/mental-health':
    'Confidential counselling with a licensed therapist, in person or online, at a pace that suits you.',
  'health/maternal-care':
    'Support before, during and after birth: birth plans, labour companionship and postnatal home visits.',
  'health/reproductive-care':
    'Women’s wellness checks, cycle tracking and fertility awareness, explained clearly and in private.',
  'fitness/gym': 'Strength, cardio and group classes in a welcoming space, with a coach to show you the equipment.',
  'fitness/personal-trainers':
    'Personal training at home or outdoors, planned around your goals, your time and your fitness today.',
  'fitness/nutritionist':
    'Meal plans from a registered nutritionist using Kenyan foods you already eat, with check-ins every two weeks.',
  'fashion/african': 'Made-to-measure kitenge and Ankara outfits: dresses, two-pieces and matching family sets.',
  'fashion/maasai-wear': 'Shuka outfits and handmade beadwork for weddings, ceremonies and everyday wear.',
  'fashion/crotchet': 'Handmade crochet tops, dresses and accessories, made to order in your colours and size.',
  'fashion/personal-stylist':
    'Wardrobe edits, shopping trips and outfit planning for work, events and everyday confidence.',
  'bridal/makeup': 'Bridal makeup with a trial session, for the bride and her party, at home or at the venue.',
  'bridal/hair': 'Bridal updos, veils and ruracio hairstyles, with a trial and touch-ups on the day.',
  'bridal/maids-for-hire': 'Matching bridesmaids’ dresses to hire in many sizes and colours, fitted before the day.',
  'bridal/gowns-for-hire': 'Wedding and reception gowns to hire, cleaned and altered to fit you.',
  'flowers-gifts/personalized': 'Gift hampers and keepsakes with names, dates and messages, wrapped and delivered.',
  'flowers-gifts/customized':
    'Fresh flower bouquets and money bouquets made to your budget and delivered the same day.',
  'home/cleaning':
    'Deep cleaning for homes and apartments: kitchens, bathrooms, floors and windows, with our own supplies.',
  'home/laundry': 'Wash, dry and fold laundry with pick-up and delivery, including duvets, curtains and delicates.',
  'photography/event': 'Weddings, ruracio, birthdays and baby showers, with edited photos delivered within a week.',
  'photography/lifestyle':
    'Lifestyle and brand photography for small businesses, creators and families, indoors or outside.',
  'photography/portrait': 'Studio portraits, headshots and graduation photos, with outfit changes and retouching.',
};

const CLOSERS = [
  'Message us on WhatsApp to check availability and to ask about weekend slots.',
  'Weekdays are usually easiest; weekends are by appointment.',
  'Group bookings and special occasions are welcome with a few days’ notice.',
  'We serve clients across the area and can travel for a small fee.',
];

/** Sample providers' names; each gets a trade (one category) and the listings that belong to it. */
export const SAMPLE_SELLERS = [
  'Wanjiru Kamau',
  'Achieng Otieno',
  'Kemunto Nyaboke',
  'Nyambura Njoroge',
  'Amina Hassan',
  'Faith Chebet',
  'Mercy Wambui',
  'Grace Akinyi',
  'Zawadi Mwende',
  'Halima Abdi',
  'Esther Njeri',
  'Lucy Atieno',
  'Njoki Wairimu',
  'Fatuma Omar',
  'Jepkosgei Rotich',
  'Wambui Githinji',
  'Adhiambo Ouma',
  'Saida Mohamed',
  'Naliaka Wafula',
] as const;

export interface SampleListing {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  location: string;
  minPrice: number;
  maxPrice: number;
  sellerIndex: number;
  phoneNumber: string;
}

export const samplePhone = (random: Random) => `+2547${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** One sample listing of a provider's trade; `serial` spreads listings over towns. */
export function sampleListing(
  random: Random,
  key: string,
  nameIndex: 0 | 1,
  serial: number,
  sellerIndex: number,
): SampleListing {
  const [category, subcategory] = key.split('/') as [string, string];
  const minPrice = random.int(3, 40) * 100;
  return {
    name: SAMPLE_NAMES[key]![nameIndex],
    description: `${DETAILS[key]} ${random.pick(CLOSERS)}`,
    category,
    subcategory,
    location: SAMPLE_LOCATIONS[serial % SAMPLE_LOCATIONS.length]!,
    minPrice,
    maxPrice: minPrice + random.int(2, 60) * 100,
    sellerIndex,
    phoneNumber: samplePhone(random),
  };
}

/** A provider offers up to this many listings, all in their own trade. */
const LISTINGS_PER_PROVIDER = 4;

/**
 * The deterministic sample catalogue: two listings for every subcategory (72 in all), run by
 * providers who each keep to one trade (a category) with one to four of its listings.
 */
export function sampleCatalogue(random: Random): SampleListing[] {
  const keys = Object.keys(SAMPLE_NAMES);
  const categories = [...new Set(keys.map((key) => key.split('/')[0]!))];
  const listings: SampleListing[] = [];
  let provider = 0;
  for (const category of categories) {
    const own = keys.filter((key) => key.startsWith(`${category}/`));
    // The first listing of every kind, then the second: each provider gets a mix of the trade.
    const slots = [...own.map((key) => [key, 0] as const), ...own.map((key) => [key, 1] as const)];
    for (let start = 0; start < slots.length; start += LISTINGS_PER_PROVIDER, provider += 1) {
      for (const [key, nameIndex] of slots.slice(start, start + LISTINGS_PER_PROVIDER)) {
        listings.push(sampleListing(random, key, nameIndex, listings.length, provider));
      }
    }
  }
  return listings;
}
