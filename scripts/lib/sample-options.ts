/**
 * What the sample listings offer (issue 36): a Nairobi market's options, prices (Ksh) and real
 * durations per kind of service, a deposit where providers ask one (bridal work is booked weeks
 * ahead), and providers' own hours. Beauty and fitness listings keep one option each, so a quick
 * booking there goes straight to the calendar.
 */
export type SampleOption = readonly [name: string, price: number, durationMinutes: number];

export const SAMPLE_OPTIONS: Readonly<Record<string, readonly SampleOption[]>> = {
  'beauty/makeup': [['Soft glam makeup', 2500, 75]],
  'beauty/nails': [['Gel polish, hands', 1200, 60]],
  'beauty/eyebrows-lashes': [['Brow shape and tint', 800, 30]],
  'beauty/microblading': [['Microblading, first session', 12000, 150]],
  'beauty/tattoo-piercings': [['Small fine-line tattoo', 4000, 90]],
  'beauty/waxing': [['Full legs wax', 1800, 45]],
  'beauty/asmr-massage': [['Head spa and massage', 3500, 90]],
  'beauty/hub': [['Pamper package', 5500, 180]],
  'hair/braiding': [
    ['Knotless, shoulder length', 3500, 240],
    ['Knotless, waist length', 6500, 360],
    ['Cornrows, straight back', 1500, 90],
  ],
  'hair/weaving': [
    ['Sew-in weave', 2500, 120],
    ['Frontal install', 4500, 150],
  ],
  'hair/locs': [
    ['Retwist and style', 2000, 120],
    ['Starter locs', 4500, 240],
    ['Interlocking, full head', 5000, 300],
  ],
  'hair/wig-makeovers': [
    ['Wig revamp and wash', 1500, 90],
    ['Unit install', 3000, 120],
  ],
  'hair/ladies-haircut': [
    ['Haircut and blow-dry', 1200, 60],
    ['Silk press and trim', 2500, 120],
    ['Tapered cut and dye', 3000, 105],
  ],
  'hair/complete-care': [
    ['Deep conditioning treatment', 1500, 60],
    ['Scalp treatment and steam', 2200, 75],
  ],
  'health/skin-consultation': [
    ['First consultation', 2500, 45],
    ['Follow-up visit', 1500, 30],
  ],
  'health/mental-health': [
    ['Counselling session', 3000, 60],
    ['Couples session', 4500, 90],
  ],
  'health/maternal-care': [
    ['Antenatal visit at home', 3500, 60],
    ['Postnatal home visit', 3000, 90],
  ],
  'health/reproductive-care': [
    ['Wellness consultation', 2500, 45],
    ['Fertility coaching session', 3500, 60],
  ],
  'fitness/gym': [['Day pass with a coach', 800, 60]],
  'fitness/personal-trainers': [['Personal training session', 2500, 60]],
  'fitness/nutritionist': [['Nutrition consultation', 3000, 45]],
  'fashion/african': [
    ['Fitting for a kitenge dress', 500, 30],
    ['Fitting and two-piece set', 1000, 45],
  ],
  'fashion/maasai-wear': [
    ['Beadwork fitting', 500, 30],
    ['Full outfit consultation', 1500, 60],
  ],
  'fashion/crotchet': [
    ['Crotchet top, measured', 2500, 45],
    ['Crotchet set, measured', 4500, 60],
  ],
  'fashion/personal-stylist': [
    ['Wardrobe edit', 5000, 180],
    ['Event styling session', 3500, 120],
  ],
  'bridal/makeup': [
    ['Bridal trial', 5000, 90],
    ['Wedding day, bride only', 15000, 150],
    ['Bride and two maids', 25000, 240],
  ],
  'bridal/hair': [
    ['Bridal hair trial', 3500, 90],
    ['Wedding day updo and veil', 9000, 150],
  ],
  'bridal/maids-for-hire': [
    ['Fitting for four maids', 4000, 90],
    ['Fitting for six maids', 6000, 120],
  ],
  'bridal/gowns-for-hire': [
    ['Gown fitting', 2000, 90],
    ['Reception dress fitting', 1500, 60],
  ],
  'flowers-gifts/personalized': [
    ['Gift hamper consultation', 500, 30],
    ['Engraving, collect in studio', 1500, 30],
  ],
  'flowers-gifts/customized': [
    ['Bouquet design, collect', 2500, 30],
    ['Money bouquet design', 3500, 45],
  ],
  'home/cleaning': [
    ['One-bedroom deep clean', 3500, 240],
    ['Three-bedroom deep clean', 6500, 420],
  ],
  'home/laundry': [
    ['Wash and fold, 10 kg', 1200, 30],
    ['Duvets and curtains', 2500, 30],
  ],
  'photography/event': [['Event coverage, 4 hours', 25000, 240]],
  'photography/lifestyle': [['Lifestyle shoot, 2 hours', 12000, 120]],
  'photography/portrait': [['Studio portraits, 45 minutes', 4500, 45]],
};

/** Deposits asked by category: bridal work is booked weeks ahead, so a no-show costs the day. */
export const SAMPLE_DEPOSITS: Readonly<Record<string, { type: 'fixed' | 'percent'; value: number }>> = {
  bridal: { type: 'percent', value: 20 },
};

/** A provider's week: [opens, closes] in minutes from midnight for Sunday…Saturday, null when closed. */
type Week = ReadonlyArray<readonly [number, number] | null>;
const h = (hours: number) => hours * 60;
const WEEKS: readonly Week[] = [
  // Every day from 7:00 AM to 11:00 PM: the spec's whole grid.
  Array.from({ length: 7 }, () => [h(7), h(23)] as const),
  // A salon: Monday to Saturday, 8:00 AM to 6:00 PM; closed on Sunday.
  [null, [h(8), h(18)], [h(8), h(18)], [h(8), h(18)], [h(8), h(18)], [h(8), h(18)], [h(8), h(18)]],
  // Weekends are busiest: Tuesday to Sunday, 9:00 AM to 7:00 PM; closed on Monday.
  [[h(9), h(19)], null, [h(9), h(19)], [h(9), h(19)], [h(9), h(19)], [h(9), h(19)], [h(9), h(19)]],
  // Office hours, and Saturday mornings.
  [null, [h(8), h(17)], [h(8), h(17)], [h(8), h(17)], [h(8), h(17)], [h(8), h(17)], [h(9), h(13)]],
];

/**
 * A provider's hours by their place in the sample, as they confirmed them before their first
 * listing went live: beauty and fitness providers (the first four, and the fitness pair) take
 * the whole grid; the others one of the weeks above.
 */
export function sampleWeek(sellerIndex: number, category: string): Week {
  if (category === 'beauty' || category === 'fitness') return WEEKS[0]!;
  return WEEKS[1 + (sellerIndex % (WEEKS.length - 1))]!;
}

/** The sample's providers take bookings as sellers did before decision 042: no notice, 90 days ahead. */
export const SAMPLE_SETTINGS = {
  bufferMinutes: 0,
  bufferBeforeMinutes: 0,
  capacity: 1,
  noticeMinutes: 0,
  horizonDays: 90,
};
