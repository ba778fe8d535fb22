/** Text of the sections many pages share: the short contact form and the newsletter. */
export const contactSection = {
  title: 'Get in Touch',
  intro:
    'Have a question, an idea or a need for support? Write to us and we will reply within 24-48 hours. For urgent matters, please call us.',
  successTitle: 'Message sent',
  submitLabel: 'Send Message',
};

export const newsletterSection = {
  title: 'Stay informed',
  intro:
    'Our newsletter brings news of programmes, events and opportunities about once a month. You can unsubscribe at any time from the link in every issue.',
  successTitle: 'Successfully Subscribed!',
  submitLabel: 'Subscribe',
};
