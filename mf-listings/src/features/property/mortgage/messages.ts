import { defineMessages } from '@manzil/i18n';

/** The rules, fees and sources the estimate is made of (mortgage.ts, fields.ts). */
export const mortgageMessages = defineMessages({
  expat: { en: 'Expatriate resident', ar: 'مقيم وافد' },
  national: { en: 'UAE national', ar: 'مواطن إماراتي' },
  'non-resident': { en: 'Non-resident', ar: 'غير مقيم' },
  centralBank: {
    en: 'Central Bank of the UAE, Regulations Regarding Mortgage Loans (Circular 31/2013, as amended in 2020)',
    ar: 'مصرف الإمارات العربية المتحدة المركزي، أنظمة قروض الرهن العقاري (التعميم 31/2013 وتعديلاته في 2020)',
  },
  nonResident: {
    en: "Lenders' published non-resident terms (e.g. HSBC UAE up to 60%; most banks 50%)",
    ar: 'الشروط المعلنة للبنوك لغير المقيمين (مثلاً HSBC الإمارات حتى 60%، ومعظم البنوك 50%)',
  },
  dldSale: {
    en: 'Dubai Land Department fee schedule (sale registration)',
    ar: 'جدول رسوم دائرة الأراضي والأملاك في دبي (تسجيل البيع)',
  },
  dldMortgage: {
    en: 'Dubai Land Department fee schedule (mortgage registration)',
    ar: 'جدول رسوم دائرة الأراضي والأملاك في دبي (تسجيل الرهن)',
  },
  agency: {
    en: 'Dubai market practice; UAE VAT at 5%',
    ar: 'الممارسة المتبعة في سوق دبي؛ ضريبة القيمة المضافة في الإمارات 5%',
  },
  offPlanRule: {
    en: 'Off-plan homes: banks lend at most 50% of the price until completion, whoever buys.',
    ar: 'المنازل على الخريطة: تُقرض البنوك 50% من السعر كحد أقصى حتى الإنجاز، أياً كان المشتري.',
  },
  nonResidentRule: {
    en: 'Non-residents: the banks that lend to them go up to 50–60% of the price; 60% is the most on offer.',
    ar: 'غير المقيمين: تُقرضهم البنوك حتى 50–60% من السعر، و60% هو أعلى ما هو متاح.',
  },
  secondHomeRule: {
    en: '{who, select, national {UAE nationals} other {Expatriate residents}} buying a second home or an investment: at most {percent}% of the price.',
    ar: '{who, select, national {المواطنون الإماراتيون} other {المقيمون الوافدون}} عند شراء منزل ثانٍ أو استثمار: {percent}% من السعر كحد أقصى.',
  },
  firstHomeRule: {
    en: '{who, select, national {UAE nationals} other {Expatriate residents}} buying a first home {above, select, yes {over} other {up to}} AED 5,000,000: at most {percent}% of the price.',
    ar: '{who, select, national {المواطنون الإماراتيون} other {المقيمون الوافدون}} عند شراء المنزل الأول {above, select, yes {بأكثر من} other {بما لا يتجاوز}} 5,000,000 درهم: {percent}% من السعر كحد أقصى.',
  },
  transfer: { en: 'DLD transfer fee', ar: 'رسوم نقل الملكية لدى دائرة الأراضي' },
  title: { en: 'DLD title deed and admin fees', ar: 'رسوم سند الملكية والرسوم الإدارية' },
  trustee: { en: 'Registration trustee fee', ar: 'رسوم أمين التسجيل' },
  mortgage: { en: 'Mortgage registration', ar: 'تسجيل الرهن' },
  agencyFee: { en: 'Agency fee', ar: 'عمولة الوكالة' },
  ofPrice: { en: '{percent}% of the price', ar: '{percent}% من السعر' },
  land: { en: 'a plot of land', ar: 'قطعة أرض' },
  home: { en: 'a unit or villa', ar: 'وحدة أو فيلا' },
  trusteeBasis: {
    en: '{fee} + {vat}% VAT (price {from, select, yes {from} other {under}} AED 500,000)',
    ar: '{fee} + {vat}% ضريبة القيمة المضافة (السعر {from, select, yes {من} other {أقل من}} 500,000 درهم)',
  },
  mortgageBasis: {
    en: '{percent}% of the loan + AED {fixed}',
    ar: '{percent}% من قيمة التمويل + {fixed} درهم',
  },
  agencyBasis: {
    en: '{percent}% of the price + {vat}% VAT',
    ar: '{percent}% من السعر + {vat}% ضريبة القيمة المضافة',
  },
  priceError: {
    en: 'Enter the price in AED, for example 2,000,000.',
    ar: 'أدخل السعر بالدرهم، مثلاً 2,000,000.',
  },
  downPaymentError: {
    en: 'Enter the down payment in AED, for example 400,000.',
    ar: 'أدخل الدفعة الأولى بالدرهم، مثلاً 400,000.',
  },
  downPaymentLow: {
    en: 'The down payment must be at least {least} ({percent}% of the price): banks may lend at most {limit}% here.',
    ar: 'يجب ألا تقل الدفعة الأولى عن {least} ({percent}% من السعر): لا تُقرض البنوك هنا أكثر من {limit}%.',
  },
  downPaymentHigh: {
    en: 'The down payment cannot be more than the price ({price}).',
    ar: 'لا يمكن أن تتجاوز الدفعة الأولى السعر ({price}).',
  },
  rateError: {
    en: 'Enter a rate between 0 and {max}% a year, for example 4.5.',
    ar: 'أدخل نسبة فائدة بين 0 و{max}% سنوياً، مثلاً 4.5.',
  },
  termError: {
    en: 'Enter a term of 1 to {max} whole years: UAE banks lend for at most {max} years.',
    ar: 'أدخل مدة من 1 إلى {max} سنة كاملة: لا تُقرض البنوك في الإمارات لأكثر من {max} سنة.',
  },
});

/** The calculator's and its section's own words. */
export const calculatorMessages = defineMessages({
  title: { en: 'Mortgage and total cost', ar: 'التمويل العقاري والتكلفة الإجمالية' },
  estimate: {
    en: 'About <b>{monthly} a month</b> with {down}% down, at {rate}% a year over {years} years, and <b>{upfront}</b> to pay up front with the fees, for an expatriate resident’s first home.',
    ar: 'نحو <b>{monthly} شهرياً</b> بدفعة أولى {down}%، بفائدة {rate}% سنوياً على {years} سنة، و<b>{upfront}</b> تُدفع مقدماً مع الرسوم، لأول منزل يشتريه مقيم وافد.',
  },
  sources: {
    en: 'An estimate: banks’ figures vary. Loan limit: {source}.',
    ar: 'تقدير تقريبي: تختلف أرقام البنوك. حد التمويل: {source}.',
  },
  feesDubai: {
    en: 'Fees: Dubai Land Department fee schedule, and an agency fee of 2% + VAT.',
    ar: 'الرسوم: جدول رسوم دائرة الأراضي والأملاك في دبي، وعمولة وكالة 2% + ضريبة القيمة المضافة.',
  },
  feesOther: {
    en: 'Fees: an agency fee of 2% + VAT; land registration fees outside Dubai are not included.',
    ar: 'الرسوم: عمولة وكالة 2% + ضريبة القيمة المضافة؛ ولا تشمل رسوم تسجيل الأراضي خارج دبي.',
  },
  failed: {
    en: 'The calculator could not load. Reload the page to try again.',
    ar: 'تعذّر تحميل الحاسبة. أعد تحميل الصفحة للمحاولة مجدداً.',
  },
  price: { en: 'Price (AED)', ar: 'السعر (درهم)' },
  downPayment: { en: 'Down payment (AED)', ar: 'الدفعة الأولى (درهم)' },
  rate: { en: 'Rate (% a year)', ar: 'الفائدة (% سنوياً)' },
  term: { en: 'Term (years)', ar: 'المدة (بالسنوات)' },
  youAre: { en: 'You are', ar: 'أنت' },
  homeWouldBe: { en: 'This home would be', ar: 'سيكون هذا المنزل' },
  firstHome: { en: 'Your first home', ar: 'منزلك الأول' },
  otherHome: { en: 'A second home or investment', ar: 'منزلاً ثانياً أو استثماراً' },
  limit: { en: 'Loan limit: {percent}%.', ar: 'حد التمويل: {percent}%.' },
  source: { en: 'Source: {source}.', ar: 'المصدر: {source}.' },
  atLeast: {
    en: 'At least {amount} ({percent}% of the price).',
    ar: 'لا تقل عن {amount} ({percent}% من السعر).',
  },
  atMost: { en: 'At most {years} years.', ar: 'بحد أقصى {years} سنة.' },
  needsCorrecting: {
    en: '{count, plural, one {One figure needs} other {# figures need}} correcting for the estimate:',
    ar: '{count, plural, zero {لا أرقام تحتاج} one {رقم واحد يحتاج} two {رقمان يحتاجان} few {# أرقام تحتاج} many {# رقماً تحتاج} other {# رقم تحتاج}} إلى تصحيح لحساب التقدير:',
  },
  monthlyPayment: { en: 'Monthly payment', ar: 'القسط الشهري' },
  noLoan: { en: 'No loan', ar: 'دون تمويل' },
  loan: {
    en: 'A loan of {loan} ({percent}% of the price) over {years} years at {rate}%: {interest} of interest in all.',
    ar: 'تمويل بقيمة {loan} ({percent}% من السعر) على {years} سنة بفائدة {rate}%: إجمالي الفوائد {interest}.',
  },
  paidInFull: { en: 'Paid in full: no mortgage.', ar: 'دفع كامل: دون رهن عقاري.' },
  upfront: { en: 'Paid up front', ar: 'المدفوع مقدماً' },
  downPaymentCost: { en: 'Down payment', ar: 'الدفعة الأولى' },
  ofPrice: { en: '{percent}% of the price', ar: '{percent}% من السعر' },
  feeBasis: { en: '{basis}. Source: {source}.', ar: '{basis}. المصدر: {source}.' },
  total: { en: 'Total up front', ar: 'إجمالي المدفوع مقدماً' },
  noteDubai: {
    en: 'An estimate, not an offer: banks set their own rates, fees and limits within the Central Bank’s rules, and fees change, so your bank and the Dubai Land Department confirm the final figures. Not included: the bank’s arrangement and valuation fees and the developer’s NOC.',
    ar: 'تقدير لا عرض: تحدد البنوك أسعارها ورسومها وحدودها ضمن أنظمة المصرف المركزي، والرسوم تتغير، لذا يؤكد بنكك ودائرة الأراضي والأملاك في دبي الأرقام النهائية. لا يشمل التقدير: رسوم ترتيب التمويل والتقييم لدى البنك وشهادة عدم الممانعة من المطوّر.',
  },
  noteOther: {
    en: 'An estimate, not an offer: banks set their own rates, fees and limits within the Central Bank’s rules, and fees change, so your bank confirms the final figures. Land registration fees outside Dubai are set by each emirate and are not included, nor are the bank’s own fees.',
    ar: 'تقدير لا عرض: تحدد البنوك أسعارها ورسومها وحدودها ضمن أنظمة المصرف المركزي، والرسوم تتغير، لذا يؤكد بنكك الأرقام النهائية. تحدد كل إمارة رسوم تسجيل الأراضي خارج دبي وهي غير مشمولة، ولا رسوم البنك الخاصة.',
  },
});
