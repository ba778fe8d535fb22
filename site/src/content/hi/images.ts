import * as en from '../images.js';
import type { Translated } from './translated.js';

export { eventBanner, imageWidths, socialImage } from '../images.js';

/** The same pictures as the English, with their descriptions in Hindi. */
function described(image: en.SiteImage, alt: string): en.SiteImage {
  return { ...image, alt };
}

export const images: Translated<typeof en.images> = {
  homeHero: described(
    en.images.homeHero,
    'चित्र: व्हीलचेयर का उपयोग करने वाला एक छात्र और सफ़ेद छड़ी लिए उसका सहपाठी साथ-साथ कॉलेज की इमारत की ओर जा रहे हैं।',
  ),
  whoWeAre: described(
    en.images.whoWeAre,
    'चित्र: फ़ाउंडेशन के स्वयंसेवक और सदस्य एक मेज़ के चारों ओर बात कर रहे हैं। उनमें से एक सांकेतिक भाषा में बात कर रहा है।',
  ),
  aboutOverview: described(
    en.images.aboutOverview,
    'चित्र: एक प्रशिक्षक युवाओं के समूह को लैपटॉप पर स्क्रीन रीडर दिखा रही है। उनमें से एक व्हीलचेयर का उपयोग करता है।',
  ),
  projectsHero: described(
    en.images.projectsHero,
    'चित्र: एक रोशन दफ़्तर में लोग काम कर रहे हैं। एक व्यक्ति व्हीलचेयर पर, ऊँचाई बदलने वाली मेज़ पर काम कर रहा है।',
  ),
  volunteerHero: described(
    en.images.volunteerHero,
    'चित्र: एक स्वयंसेवक एक दृष्टिहीन छात्र को पढ़कर सुना रहा है, और दूसरा नोट्स लिख रहा है।',
  ),
  internHero: described(en.images.internHero, 'चित्र: दो इंटर्न लैपटॉप वाली मेज़ पर साथ बैठकर एक रिपोर्ट देख रहे हैं।'),
  donateHero: described(
    en.images.donateHero,
    'चित्र: मेज़ के इस पार से उस पार हाथ एक ब्रेल किताब और एक श्रवण यंत्र दे रहे हैं।',
  ),
  contactOverview: described(
    en.images.contactOverview,
    'चित्र: हेल्प डेस्क पर खुले लैपटॉप के पास बैठी एक कर्मचारी फ़ोन कॉल का जवाब दे रही है।',
  ),
  collaborateHero: described(
    en.images.collaborateHero,
    'चित्र: एक कंपनी, एक स्वयंसेवी संस्था और एक कॉलेज के प्रतिनिधि मेज़ के चारों ओर हाथ मिला रहे हैं। उनमें से एक व्हीलचेयर का उपयोग करता है।',
  ),
  newsHero: described(
    en.images.newsHero,
    'चित्र: मोहल्ले का सूचना बोर्ड, जिस पर अख़बार की कतरनें और आयोजनों के पोस्टर लगे हैं।',
  ),
  galleryHero: described(en.images.galleryHero, 'चित्र: एक फ़ोटोग्राफ़र व्हीलचेयर बास्केटबॉल मैच की तस्वीर ले रहा है।'),
  eventsHero: described(
    en.images.eventsHero,
    'चित्र: श्रोता, जिनमें व्हीलचेयर का उपयोग करने वाले एक व्यक्ति भी हैं, एक वक्ता को सुन रहे हैं। वक्ता के पास सांकेतिक भाषा की दुभाषिया खड़ी है।',
  ),
};

/** The photo gallery: the same six pictures, with descriptions and captions in Hindi. */
export const galleryPhotos: Translated<typeof en.galleryPhotos> = [
  {
    image: described(
      en.galleryPhotos[0].image,
      'चित्र: प्रशिक्षण कक्ष में छात्र स्क्रीन मैग्निफ़ायर वाले कंप्यूटरों पर अभ्यास कर रहे हैं।',
    ),
    caption: 'दिल्ली में तकनीक प्रशिक्षण: छात्र स्क्रीन रीडर और मैग्निफ़ायर चलाना सीख रहे हैं।',
  },
  {
    image: described(en.galleryPhotos[1].image, 'चित्र: इनडोर कोर्ट में दो टीमें व्हीलचेयर बास्केटबॉल खेल रही हैं।'),
    caption: 'हमारे खेल दिवस पर व्हीलचेयर बास्केटबॉल।',
  },
  {
    image: described(
      en.galleryPhotos[2].image,
      'चित्र: परीक्षा की किताबों के ढेर के पास एक मेंटर और एक बधिर छात्र सांकेतिक भाषा में बात कर रहे हैं।',
    ),
    caption: 'प्रतियोगी परीक्षाओं के लिए मार्गदर्शन, सांकेतिक भाषा की मदद के साथ।',
  },
  {
    image: described(
      en.galleryPhotos[3].image,
      'चित्र: कार्यशाला की मेज़ पर महिलाएँ बेचने के लिए टोकरियाँ, मिट्टी के बर्तन और दूसरी हाथ की बनी चीज़ें बना रही हैं। उनमें से एक व्हीलचेयर का उपयोग करती हैं।',
    ),
    caption: 'दिव्यांग महिलाओं के लिए आजीविका कार्यशाला।',
  },
  {
    image: described(
      en.galleryPhotos[4].image,
      'चित्र: क्लिपबोर्ड लिए एक स्वयंसेवक स्कूल के प्रवेश द्वार पर रैंप नाप रहा है।',
    ),
    caption: 'एक स्कूल के प्रवेश द्वार की सुगम्यता जाँच।',
  },
  {
    image: described(
      en.galleryPhotos[5].image,
      'चित्र: मंच पर कलाकार झुककर अभिवादन कर रहे हैं। उनमें से एक बैसाखी का उपयोग करता है।',
    ),
    caption: 'हमारी सांस्कृतिक संध्या: हमारे सदस्यों का संगीत और नाटक।',
  },
];

/** The video gallery's files are the same in both languages; their Hindi words are in gallery.ts. */
export const galleryVideos: Translated<typeof en.galleryVideos> = en.galleryVideos;
