import { findEvent } from '@inclusion/events/hi';
import { optionLabelsHi } from '@inclusion/forms';
import type { Confirmations } from './confirmations.js';
import { formatRupees } from './records.js';
import type { Block } from './render.js';

const paragraph = (text: string): Block => ({ type: 'paragraph', text });
const urgent = paragraph('किसी ज़रूरी बात के लिए कृपया हमारी वेबसाइट पर दिए फ़ोन नंबर पर हमें फ़ोन करें।');

/** The donation type's Hindi label; the value itself when it has none. */
const donationTypeHi = (value: string) => optionLabelsHi[value as keyof typeof optionLabelsHi] ?? value;

/**
 * `confirmations` in Hindi, kind for kind, with the same rule: our words only, nothing the visitor
 * typed. References, amounts and times keep their international numerals. An event's title, date and
 * place are the events package's Hindi table (@inclusion/events/hi).
 */
export const confirmationsHi: Confirmations = {
  contact: (record) => ({
    subject: `हमें आपका संदेश मिल गया (${record.reference})`,
    blocks: [
      paragraph('हमें लिखने के लिए धन्यवाद। हमें आपका संदेश मिल गया है और हम 24 से 48 घंटों में जवाब देंगे।'),
      paragraph(`आपका संदर्भ संख्या ${record.reference} है। इस संदेश के बारे में लिखें तो कृपया इसे बताएँ।`),
      urgent,
    ],
  }),

  contactus: (record) => ({
    subject: `आपका टिकट ${record.reference}: हमें आपका संदेश मिल गया`,
    blocks: [
      paragraph('संपर्क करने के लिए धन्यवाद। हमें आपका संदेश मिल गया है और हम 24 से 48 घंटों में जवाब देंगे।'),
      paragraph(`आपका टिकट संदर्भ संख्या ${record.reference} है। इस संदेश के बारे में लिखें तो कृपया इसे बताएँ।`),
      urgent,
    ],
  }),

  newsletter: (record, options) => {
    const unsubscribe = `${options.publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(record.unsubscribeToken)}`;
    return {
      subject: 'हमारे न्यूज़लेटर में आपका स्वागत है',
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      blocks: [
        paragraph('सदस्यता की पुष्टि के लिए धन्यवाद। हम आपको अपने कार्यक्रमों, आयोजनों और जुड़ने के तरीकों के बारे में लिखेंगे।'),
        paragraph('अगर आप अब न्यूज़लेटर नहीं चाहते, तो कभी भी सदस्यता खत्म कर सकते हैं:'),
        { type: 'link', text: 'न्यूज़लेटर की सदस्यता खत्म करें', href: unsubscribe },
      ],
    };
  },

  volunteer: (record) => ({
    subject: `स्वयंसेवक के रूप में पंजीकरण के लिए धन्यवाद (${record.reference})`,
    blocks: [
      paragraph(
        'हमारे साथ काम करने के लिए अपना समय देने के लिए धन्यवाद। हमें आपका स्वयंसेवक पंजीकरण मिल गया है और हम ' +
          '2 से 3 कामकाजी दिनों में आपसे संपर्क करेंगे।',
      ),
      paragraph(`आपका संदर्भ संख्या ${record.reference} है।`),
    ],
  }),

  internship: (record) => ({
    subject: `हमें आपका इंटर्नशिप आवेदन मिल गया (${record.reference})`,
    blocks: [
      paragraph(
        'हमारे साथ इंटर्नशिप के लिए आवेदन करने के लिए धन्यवाद। हम आपका आवेदन देखकर 5 से 7 कामकाजी दिनों में ' +
          'आपको जवाब देंगे।',
      ),
      paragraph(`आपका संदर्भ संख्या ${record.reference} है।`),
    ],
  }),

  donation: (record, options) => ({
    subject: `दान के संकल्प के लिए धन्यवाद (${record.reference})`,
    blocks: [
      paragraph('हमारे काम में सहयोग करने के लिए धन्यवाद। हमें आपका दान फ़ॉर्म मिल गया है:'),
      {
        type: 'fields',
        rows: [
          ['राशि', formatRupees(record.donationAmount)],
          ['दान का प्रकार', donationTypeHi(record.donationType)],
        ],
      },
      paragraph(
        'यह फ़ॉर्म केवल दान करने का आपका इरादा दर्ज करता है; कोई भुगतान नहीं लिया गया है। हम 24 घंटों में आपको ' +
          'भुगतान की जानकारी भेजेंगे।',
      ),
      paragraph(
        'भुगतान से पहले कृपया राशि और अपनी संपर्क जानकारी जाँच लें: दान अंतिम होते हैं, इन्हें न लौटाया जा सकता है, ' +
          'न रद्द किया जा सकता है, न किसी और को दिया जा सकता है।',
      ),
      { type: 'link', text: 'धन-वापसी और रद्द करने की नीति', href: `${options.publicUrl}/hi/refund-policy` },
      paragraph(`आपका संदर्भ संख्या ${record.reference} है।`),
    ],
  }),

  news: (record) => ({
    subject: `हमें आपका समाचार मिल गया (${record.reference})`,
    blocks: [
      paragraph(
        'अपना समाचार हमारे साथ साझा करने के लिए धन्यवाद। हमारी टीम छपने से पहले हर समाचार देखती है; कोई सवाल ' +
          'होगा तो हम आपको लिखेंगे।',
      ),
      paragraph(`आपका संदर्भ संख्या ${record.reference} है।`),
    ],
  }),

  partnership: (record) => ({
    subject: `हमें आपका साझेदारी अनुरोध मिल गया (${record.reference})`,
    blocks: [
      paragraph(
        'हमारे साथ काम करने में रुचि के लिए धन्यवाद। हमें आपका साझेदारी अनुरोध मिल गया है और हम 48 घंटों में ' + 'जवाब देंगे।',
      ),
      paragraph(`आपका संदर्भ संख्या ${record.reference} है।`),
    ],
  }),

  'event-registration': (record) => {
    const event = findEvent(record.eventId);
    const title = event?.title ?? record.eventTitle ?? 'हमारा आयोजन';
    return {
      subject: `${title} के लिए आपका पंजीकरण (${record.reference})`,
      blocks: [
        paragraph(`${title} के लिए पंजीकरण करने के लिए धन्यवाद। पंजीकरण निःशुल्क है।`),
        paragraph(`आपकी पंजीकरण ID ${record.reference} है। कृपया इसे संभालकर रखें।`),
        event
          ? {
              type: 'fields',
              rows: [
                ['आयोजन', event.title],
                ['तारीख़', event.dateLabel],
                ['समय', event.time],
                ['जगह', event.location],
              ],
            }
          : paragraph('हम आपको तारीख़, समय और जगह के बारे में लिखेंगे।'),
        paragraph(
          'अगर आयोजन में भाग लेने के लिए आपको किसी सहायता की ज़रूरत है, जैसे बिना सीढ़ी का रास्ता, सांकेतिक भाषा ' +
            'दुभाषिया या सुगम्य रूप में सामग्री, तो कृपया इस ई-मेल का जवाब देकर हमें बताएँ।',
        ),
      ],
    };
  },
};
