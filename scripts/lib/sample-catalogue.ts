import { SAMPLE_LOCATIONS } from '#shared/locations';
import type { Random } from './random';

/** Two listing names per subcategory, keyed "category/subcategory": what real providers call themselves. */
export const SAMPLE_NAMES: Record<string, [string, string]> = {
  'beauty/makeup': ['Glam by Wanjiru Makeup Studio', 'Soft Glam Home Service Makeup'],
  'beauty/nails': ['Polished Nails Bar', 'Gel and Acrylic Nail Artistry'],
  'beauty/eyebrows-lashes': ['Brow and Lash Lounge', 'Classic and Volume Lash Extensions'],
  'beauty/microblading': ['Feather Brows Microblading', 'Ombre Powder Brows Clinic'],
  'beauty/tattoo-piercings': ['Inkwell Fine Line Tattoos', 'Safe Piercing Studio'],
  'beauty/waxing': ['Smooth Skin Waxing Parlour', 'Sugar Wax Bar'],
  'beauty/asmr-massage': ['Tulia ASMR and Head Spa', 'Deep Tissue Massage at Home'],
  'beauty/hub': ['The Beauty Hub Spa', 'Queens Pamper Parlour'],
  'hair/braiding': ['Knotless Braids by Achieng', 'Cornrows and Fulani Braids Corner'],
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
  'fitness/personal-trainers': ['Home Personal Training by Kemunto', 'Postpartum Fitness Coaching'],
  'fitness/nutritionist': ['Meal Plans with a Registered Nutritionist', 'Weight Management Nutrition Clinic'],
  'fashion/african': ['Kitenge Tailoring Studio', 'Ankara Made-to-Measure Dresses'],
  'fashion/maasai-wear': ['Shuka and Beadwork Outfits', 'Maasai Bridal Beadwork'],
  'fashion/crotchet': ['Handmade Crotchet Tops and Sets', 'Crotchet Braids and Accessories'],
  'fashion/personal-stylist': ['Wardrobe Edit by Nyambura', 'Event Styling and Shopping Trips'],
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

const OPENERS = [
  'Book a relaxed, professional session with an experienced team that cares about the details.',
  'Friendly, punctual service with clean tools and quality products, at our studio or at your home.',
  'Trusted by hundreds of happy clients, we take time to understand exactly what you want.',
  'Affordable packages for every budget, with clear prices agreed before we start.',
];
const CLOSERS = [
  'Message us on WhatsApp to check availability and to ask about weekend slots.',
  'Walk-ins welcome on weekdays; weekends are by appointment only.',
  'Group bookings and special occasions are welcome with a few days’ notice.',
  'We serve clients across the area and can travel for a small fee.',
];

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

/** One sample listing for a catalogue slot; `serial` spreads listings over towns and sellers. */
export function sampleListing(random: Random, key: string, nameIndex: 0 | 1, serial: number): SampleListing {
  const [category, subcategory] = key.split('/') as [string, string];
  const minPrice = random.int(3, 40) * 100;
  const subject = SAMPLE_NAMES[key]![nameIndex];
  return {
    name: subject,
    description: `${subject}: ${random.pick(OPENERS)} ${random.pick(CLOSERS)}`,
    category,
    subcategory,
    location: SAMPLE_LOCATIONS[serial % SAMPLE_LOCATIONS.length]!,
    minPrice,
    maxPrice: minPrice + random.int(2, 60) * 100,
    sellerIndex: serial % SAMPLE_SELLERS.length,
    phoneNumber: samplePhone(random),
  };
}

/** The deterministic sample catalogue: two listings for every subcategory (72 in all). */
export function sampleCatalogue(random: Random): SampleListing[] {
  const keys = Object.keys(SAMPLE_NAMES);
  return keys.flatMap((key, index) => [
    sampleListing(random, key, 0, index * 2),
    sampleListing(random, key, 1, index * 2 + 1),
  ]);
}
