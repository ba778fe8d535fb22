import type { Config } from './config.js';
import type { MailTemplateOptions } from './mail/index.js';

export const mailOptionsOf = (config: Config): MailTemplateOptions => ({
  publicUrl: config.publicUrl,
  foundationEmail: config.foundationEmail,
});
