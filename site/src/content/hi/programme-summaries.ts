import type * as en from '../programme-summaries.js';
import type { Translated } from './translated.js';

/** Each programme area in one or two sentences, by the English ids, on the About page only. */
export const programmeSummaries: Translated<typeof en.programmeSummaries> = {
  'competitive-exam-preparation':
    'सरकारी और पेशेवर परीक्षाओं के दिव्यांग उम्मीदवारों के लिए कोचिंग, सुगम्य अध्ययन सामग्री और मार्गदर्शन।',
  'technology-training': 'कंप्यूटर, स्मार्टफ़ोन और सहायक सॉफ़्टवेयर के कोर्स, पहले कदम से नियोक्ताओं के माँगे हुनर तक।',
  'employment-livelihood':
    'नौकरी की तैयारी, समावेशी नियोक्ताओं के यहाँ नौकरी, और अपना कारोबार शुरू करना चाहने वाले दिव्यांगजनों की मदद।',
  'assistive-technology-access':
    'ज़रूरत का आकलन, सरकारी योजनाओं में मदद और प्रशिक्षण, ताकि हर व्यक्ति को सही उपकरण मिले और वह उसे भरोसे से चलाए।',
  'health-wellness':
    'दिल्ली एनसीआर के साझेदार अस्पतालों और पुनर्वास केंद्रों के साथ स्वास्थ्य शिविर, थेरेपी के लिए रेफ़रल और साथियों का सहयोग।',
  'women-with-disabilities':
    'दिव्यांग महिलाओं और लड़कियों के लिए हुनर, कमाई, अधिकारों की जानकारी और नेतृत्व, महिलाओं के चलाए समूहों में।',
  'sports-culture': 'समावेशी खेल, प्रतियोगिताओं के लिए कोचिंग, और संगीत, नृत्य और नाटक, जिनमें हमारे सदस्य मंच पर आते हैं।',
  'awareness-sensitization':
    'कार्यशालाएँ, सुगम्यता जाँच और अभियान, जो संस्थाओं को दिव्यांगता समझने और बाधाएँ हटाने में मदद करते हैं।',
};
