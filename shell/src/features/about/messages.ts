import { defineMessages } from '@manzil/i18n';

export const aboutMessages = defineMessages({
  heroEyebrow: { en: 'About Us', ar: 'من نحن' },
  heroTitle: { en: 'Real homes, real people, real advice', ar: 'منازل حقيقية، أناس حقيقيون، نصيحة صادقة' },
  heroText: {
    en: 'Manzil is a property agency centred on Dubai and the other emirates, helping people buy, rent and invest with confidence.',
    ar: 'Manzil وكالة عقارية مقرها دبي وتعمل في بقية الإمارات، تساعد الناس على الشراء والإيجار والاستثمار بثقة.',
  },
  missionEyebrow: { en: 'Our mission', ar: 'رسالتنا' },
  missionTitle: {
    en: 'Making every move in the UAE simple and honest',
    ar: 'نجعل كل انتقال في الإمارات بسيطًا وواضحًا',
  },
  mission1: {
    en: 'Our mission is to connect people with homes and investments that truly fit them, with real prices, real photos and real properties. We believe finding a home should feel exciting, not uncertain.',
    ar: 'رسالتنا أن نصل الناس بالمنازل والاستثمارات التي تناسبهم حقًا، بأسعار حقيقية وصور حقيقية وعقارات حقيقية. نؤمن بأن البحث عن منزل يجب أن يكون تجربة ممتعة لا مصدر قلق.',
  },
  mission2: {
    en: 'From the first search to the day you collect your keys, we give clear advice, verified listings and a team that answers when you need it.',
    ar: 'من أول بحث حتى يوم تسلّم مفاتيحك، نقدّم لك نصيحة واضحة وعقارات موثّقة وفريقًا يرد عليك حين تحتاجه.',
  },
  valuesEyebrow: { en: 'What we stand for', ar: 'مبادئنا' },
  valuesTitle: { en: 'Our core values', ar: 'قيمنا الأساسية' },
  integrityTitle: { en: 'Integrity', ar: 'النزاهة' },
  integrityText: {
    en: 'We give honest advice, even when it is not the answer you hoped for.',
    ar: 'نقدّم نصيحة صادقة، حتى لو لم تكن الإجابة التي تمنيتها.',
  },
  transparencyTitle: { en: 'Transparency', ar: 'الشفافية' },
  transparencyText: {
    en: 'Real prices, real photos and clear terms, shown up front.',
    ar: 'أسعار حقيقية وصور حقيقية وشروط واضحة، نعرضها من البداية.',
  },
  clientTitle: { en: 'Client first', ar: 'العميل أولًا' },
  clientText: {
    en: 'Your goals set the search, not our commission.',
    ar: 'أهدافك هي ما يوجّه البحث، لا عمولتنا.',
  },
  excellenceTitle: { en: 'Excellence', ar: 'التميّز' },
  excellenceText: {
    en: 'We hold every listing, viewing and contract to a high standard.',
    ar: 'نلتزم بمعايير عالية في كل عقار نعرضه وكل معاينة وكل عقد.',
  },
  expertiseTitle: { en: 'Local expertise', ar: 'الخبرة المحلية' },
  expertiseText: {
    en: 'We know each community, its schools, transport and prices.',
    ar: 'نعرف كل مجتمع سكني ومدارسه ومواصلاته وأسعاره.',
  },
  accountabilityTitle: { en: 'Accountability', ar: 'المسؤولية' },
  accountabilityText: {
    en: 'We do what we promise, and we tell you when plans change.',
    ar: 'نفي بما نعد به، ونخبرك حين تتغير الخطط.',
  },
  innovationTitle: { en: 'Innovation', ar: 'الابتكار' },
  innovationText: {
    en: '3D tours, virtual viewings and smart search save you time.',
    ar: 'الجولات ثلاثية الأبعاد والمعاينات الافتراضية والبحث الذكي توفّر وقتك.',
  },
  respectTitle: { en: 'Respect', ar: 'الاحترام' },
  respectText: {
    en: 'Every client, landlord and partner is treated with courtesy.',
    ar: 'نعامل كل عميل ومالك وشريك بلباقة واحترام.',
  },
  communityTitle: { en: 'Community', ar: 'المجتمع' },
  communityText: {
    en: 'We help people put down roots in the places they choose.',
    ar: 'نساعد الناس على الاستقرار في الأماكن التي يختارونها.',
  },
  trustEyebrow: { en: 'Trust and experience', ar: 'الثقة والخبرة' },
  trustTitle: { en: 'Why clients trust us', ar: 'لماذا يثق بنا عملاؤنا' },
  experienceTitle: { en: 'Experience you can rely on', ar: 'خبرة يمكنك الاعتماد عليها' },
  experienceText: {
    en: 'Our advisers have years of hands-on experience in the UAE property market, across off-plan launches, ready homes, rentals and investment portfolios, for local residents and overseas buyers alike.',
    ar: 'يملك مستشارونا سنوات من الخبرة العملية في سوق العقارات الإماراتي، في المشاريع على الخريطة والمنازل الجاهزة والإيجارات والمحافظ الاستثمارية، للمقيمين والمشترين من الخارج على حد سواء.',
  },
  certificateTitle: { en: 'Our certificate', ar: 'شهادتنا' },
  certificateText: {
    en: 'Download a copy of our company certificate as a PDF file.',
    ar: 'نزّل نسخة من شهادة شركتنا بصيغة PDF.',
  },
  certificateButton: { en: 'Download certificate', ar: 'تنزيل الشهادة' },
  pdf: { en: ' (PDF)', ar: ' (PDF)' },
  teamEyebrow: { en: 'Our team', ar: 'فريقنا' },
  teamTitle: { en: 'Meet the team', ar: 'تعرّف على الفريق' },
  teamText: {
    en: 'Every adviser is a broker registered with RERA. Choose one who speaks your language and knows your area, or <link>find your agent</link> by language and area.',
    ar: 'كل مستشار لدينا وسيط مسجّل لدى مؤسسة التنظيم العقاري (RERA). اختر من يتحدث لغتك ويعرف منطقتك، أو <link>ابحث عن وكيلك</link> حسب اللغة والمنطقة.',
  },
  licenceTitle: { en: 'Licensed and regulated', ar: 'مرخّصون وخاضعون للتنظيم' },
  licenceText: {
    en: 'Our brokerage work in Dubai follows the rules of the Real Estate Regulatory Agency (RERA) of the Dubai Land Department.',
    ar: 'تلتزم أعمال الوساطة التي نقوم بها في دبي بأنظمة مؤسسة التنظيم العقاري (RERA) التابعة لدائرة الأراضي والأملاك في دبي.',
  },
  licenceLoading: { en: 'Loading licence details...', ar: 'جارٍ تحميل بيانات الترخيص...' },
  licenceFailed: {
    en: 'Our licence details could not be loaded. Please reload the page.',
    ar: 'تعذّر تحميل بيانات الترخيص. يُرجى إعادة تحميل الصفحة.',
  },
  licenceNumber: { en: 'RERA licence number (ORN): {number}', ar: 'رقم ترخيص RERA ‏(ORN): {number}' },
});
