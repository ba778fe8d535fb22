import type * as en from '../gallery.js';
import { picture } from './images.js';
import type { Translated } from './translated.js';

/** The photo gallery: the same six pictures, with descriptions and captions in Hindi. */
export const galleryPhotos: Translated<typeof en.galleryPhotos> = [
  {
    image: picture('gallery-1', 'चित्र: प्रशिक्षण कक्ष में छात्र स्क्रीन मैग्निफ़ायर वाले कंप्यूटरों पर अभ्यास कर रहे हैं।'),
    caption: 'दिल्ली में तकनीक प्रशिक्षण: छात्र स्क्रीन रीडर और मैग्निफ़ायर चलाना सीख रहे हैं।',
  },
  {
    image: picture('gallery-2', 'चित्र: इनडोर कोर्ट में दो टीमें व्हीलचेयर बास्केटबॉल खेल रही हैं।'),
    caption: 'हमारे खेल दिवस पर व्हीलचेयर बास्केटबॉल।',
  },
  {
    image: picture(
      'gallery-3',
      'चित्र: परीक्षा की किताबों के ढेर के पास एक मेंटर और एक बधिर छात्र सांकेतिक भाषा में बात कर रहे हैं।',
    ),
    caption: 'प्रतियोगी परीक्षाओं के लिए मार्गदर्शन, सांकेतिक भाषा की मदद के साथ।',
  },
  {
    image: picture(
      'gallery-4',
      'चित्र: कार्यशाला की मेज़ पर महिलाएँ बेचने के लिए टोकरियाँ, मिट्टी के बर्तन और दूसरी हाथ की बनी चीज़ें बना रही हैं। उनमें से एक व्हीलचेयर का उपयोग करती हैं।',
    ),
    caption: 'दिव्यांग महिलाओं के लिए आजीविका कार्यशाला।',
  },
  {
    image: picture('gallery-5', 'चित्र: क्लिपबोर्ड लिए एक स्वयंसेवक स्कूल के प्रवेश द्वार पर रैंप नाप रहा है।'),
    caption: 'एक स्कूल के प्रवेश द्वार की सुगम्यता जाँच।',
  },
  {
    image: picture('gallery-6', 'चित्र: मंच पर कलाकार झुककर अभिवादन कर रहे हैं। उनमें से एक बैसाखी का उपयोग करता है।'),
    caption: 'हमारी सांस्कृतिक संध्या: हमारे सदस्यों का संगीत और नाटक।',
  },
];

/** The video gallery's files are the same in both languages; their Hindi words are in `films` below. */
export const galleryVideos: Translated<typeof en.galleryVideos> = [
  {
    id: 'one-year',
    src: '/media/one-year.webm',
    captions: '/media/one-year.en.vtt',
    poster: picture('video-one-year-poster', '', [16, 9]),
  },
];

/**
 * The words of /hi/gallery-page, of its photo and video galleries, and of each gallery's own page
 * (/hi/gallery-page/photos, /hi/gallery-page/videos), where "देखें" leads without JavaScript.
 */
export const galleryPage: Translated<typeof en.galleryPage> = {
  hero: {
    title: 'मीडिया गैलरी',
    lead:
      'हमारी कक्षाओं, कार्यशालाओं, खेल दिवसों, सांस्कृतिक संध्याओं और अभियानों के पल। ये उनमें दिख रहे लोगों की ' +
      'सहमति से दिखाए गए हैं।',
    image: picture('gallery-hero', 'चित्र: एक फ़ोटोग्राफ़र व्हीलचेयर बास्केटबॉल मैच की तस्वीर ले रहा है।'),
  },
  intro: {
    id: 'gallery-intro',
    title: 'तस्वीरों और फ़िल्म में हमारा काम',
    paragraphs: [
      'यहाँ की हर तस्वीर दिव्यांगजनों के सीखने, काम करने, मुकाबला करने और आगे बढ़कर नेतृत्व करने की कहानी का हिस्सा है। ' +
        'हर फ़ोटो का लिखित विवरण और कैप्शन है। हर वीडियो में कैप्शन हैं और उसका लिखित विवरण भी है।',
      'कोई गैलरी खोलें और "पिछला" और "अगला" से एक-एक करके देखें, या सभी को एक साथ देखें। ' +
        'ऐरो कुंजियों से भी एक से दूसरे पर जा सकते हैं।',
    ],
  },
  collections: {
    id: 'galleries',
    title: 'गैलरी देखें',
  },
  photos: {
    title: 'फ़ोटो गैलरी',
    description: `प्रशिक्षण, मार्गदर्शन, आजीविका कार्यशालाओं, सुगम्यता जाँच, खेल और संस्कृति की ${galleryPhotos.length} फ़ोटो।`,
    features: ['हर फ़ोटो का लिखित विवरण', 'हर तस्वीर के नीचे कैप्शन'],
    buttonLabel: 'फ़ोटो देखें',
    modalTitle: 'फ़ोटो गैलरी',
    galleryLabel: 'फ़ोटो',
    position: (number: number, total: number) => `${total} में से फ़ोटो ${number}`,
    grid: 'सभी फ़ोटो',
    empty: 'गैलरी में अभी कोई फ़ोटो नहीं है। कृपया कुछ समय बाद फिर देखें।',
  },
  videos: {
    title: 'वीडियो गैलरी',
    description:
      galleryVideos.length === 1
        ? 'हमारे साथ काम के पहले साल पर एक छोटी, बिना आवाज़ की फ़िल्म, कैप्शन और लिखित विवरण के साथ।'
        : `हमारे काम पर ${galleryVideos.length} छोटी फ़िल्में।`,
    features: ['हर वीडियो के कैप्शन और लिखित विवरण', 'कीबोर्ड से चलने वाले प्लेयर के बटन'],
    buttonLabel: 'वीडियो देखें',
    modalTitle: 'वीडियो गैलरी',
    galleryLabel: 'वीडियो',
    position: (number: number, total: number) => `${total} में से वीडियो ${number}`,
    grid: 'सभी वीडियो',
    empty: 'गैलरी में अभी कोई वीडियो नहीं है। कृपया कुछ समय बाद फिर देखें।',
    transcript: 'लिखित विवरण पढ़ें',
  },
  shared: {
    previous: 'पिछला',
    next: 'अगला',
    views: 'दिखाएँ',
    single: 'एक-एक करके',
    open: 'बड़ा करके देखें:',
    close: 'बंद करें',
  },
  /** A gallery's own page: every photo with its caption, or each film with its transcript in full. */
  itemPage: {
    breadcrumbs: { home: 'होम', gallery: 'मीडिया गैलरी' },
    transcriptTitle: 'लिखित विवरण',
  },
};

/**
 * The words of each film, by its id in `galleryVideos`: its title, a description that says whether
 * it has sound, and its transcript: everything it shows, in order. The transcript quotes the film's
 * captions, which public/media/one-year.hi.vtt gives in the same words.
 */
export const films: Translated<typeof en.films> = {
  'one-year': {
    title: 'साथ काम का एक साल',
    description:
      'फ़ाउंडेशन के पहले साल पर एक छोटी फ़िल्म, 11 सेकंड लंबी। इसमें आवाज़ नहीं है: इसके कैप्शन और नीचे दिया लिखित विवरण बताते हैं कि क्या दिख रहा है।',
    transcript: [
      'साथ काम का एक साल: चित्रों के चार दृश्यों वाली एक बिना आवाज़ की फ़िल्म, लगभग 11 सेकंड लंबी। इसमें कोई आवाज़ नहीं है: न बोलना, न संगीत। हर दृश्य का एक कैप्शन है, जो यहाँ उद्धरण चिह्नों में दिया है।',
      'दृश्य 1: फ़ाउंडेशन के सदस्य, जिनमें से कुछ व्हीलचेयर और सफ़ेद छड़ी का उपयोग करते हैं, मंच पर एक बैनर और रंगीन झंडियों के नीचे जश्न मना रहे हैं। कैप्शन: “साथ काम का एक साल: हमारे सदस्य मंच पर जश्न मना रहे हैं।”',
      'दृश्य 2: एक प्रशिक्षण कक्ष में छात्र स्क्रीन मैग्निफ़ायर वाले कंप्यूटरों पर अभ्यास कर रहे हैं। कैप्शन: “छात्रों ने स्क्रीन रीडर और मैग्निफ़ायर चलाना सीखा।”',
      'दृश्य 3: परीक्षा की किताबों के ढेर के पास एक मेंटर और एक बधिर छात्र सांकेतिक भाषा में बात कर रहे हैं। कैप्शन: “मेंटरों ने छात्रों को सांकेतिक भाषा में परीक्षा की तैयारी कराई।”',
      'दृश्य 4: इनडोर कोर्ट में दो टीमें व्हीलचेयर बास्केटबॉल खेल रही हैं। कैप्शन: “खेल दिवस पर दो टीमों ने व्हीलचेयर बास्केटबॉल खेला।”',
    ],
  },
};
