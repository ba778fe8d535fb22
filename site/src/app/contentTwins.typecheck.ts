/**
 * The Hindi build answers every import of `src/content/<name>.ts` with `src/content/hi/<name>.ts`
 * (scripts/site-language.mjs). This file is only type-checked, never bundled: it fails when a content
 * module has no Hindi twin, or when the twin lacks one of its exports or gives one another shape.
 */
import type { Translated } from '../content/hi/translated.js';
import type * as aboutEn from '../content/about.js';
import type * as aboutHi from '../content/hi/about.js';
import type * as authEn from '../content/auth.js';
import type * as authHi from '../content/hi/auth.js';
import type * as collaborateEn from '../content/collaborate.js';
import type * as collaborateHi from '../content/hi/collaborate.js';
import type * as contactEn from '../content/contact.js';
import type * as contactHi from '../content/hi/contact.js';
import type * as donateEn from '../content/donate.js';
import type * as donateHi from '../content/hi/donate.js';
import type * as emailVerificationEn from '../content/email-verification.js';
import type * as emailVerificationHi from '../content/hi/email-verification.js';
import type * as eventsEn from '../content/events.js';
import type * as eventsHi from '../content/hi/events.js';
import type * as eventsPageEn from '../content/events-page.js';
import type * as eventsPageHi from '../content/hi/events-page.js';
import type * as galleryEn from '../content/gallery.js';
import type * as galleryHi from '../content/hi/gallery.js';
import type * as homeEn from '../content/home.js';
import type * as homeHi from '../content/hi/home.js';
import type * as imagesEn from '../content/images.js';
import type * as imagesHi from '../content/hi/images.js';
import type * as internEn from '../content/intern.js';
import type * as internHi from '../content/hi/intern.js';
import type * as joinLinksEn from '../content/join-links.js';
import type * as joinLinksHi from '../content/hi/join-links.js';
import type * as newsEn from '../content/news.js';
import type * as newsHi from '../content/hi/news.js';
import type * as notFoundEn from '../content/not-found.js';
import type * as notFoundHi from '../content/hi/not-found.js';
import type * as policiesEn from '../content/policies.js';
import type * as policiesHi from '../content/hi/policies.js';
import type * as programmeDescriptionsEn from '../content/programme-descriptions.js';
import type * as programmeDescriptionsHi from '../content/hi/programme-descriptions.js';
import type * as programmeSummariesEn from '../content/programme-summaries.js';
import type * as programmeSummariesHi from '../content/hi/programme-summaries.js';
import type * as programmesEn from '../content/programmes.js';
import type * as programmesHi from '../content/hi/programmes.js';
import type * as projectsEn from '../content/projects.js';
import type * as projectsHi from '../content/hi/projects.js';
import type * as sharedEn from '../content/shared.js';
import type * as sharedHi from '../content/hi/shared.js';
import type * as signInHelpEn from '../content/sign-in-help.js';
import type * as signInHelpHi from '../content/hi/sign-in-help.js';
import type * as volunteerEn from '../content/volunteer.js';
import type * as volunteerHi from '../content/hi/volunteer.js';

/** A Hindi module's exports: every export of the English one, its words translated. */
type TwinOf<English> = { [Name in keyof English]: Translated<English[Name]> };

/** Each pair; a missing module, a missing export or another shape is a type error here. */
export type ContentTwins = [
  Twin<typeof aboutHi, TwinOf<typeof aboutEn>>,
  Twin<typeof authHi, TwinOf<typeof authEn>>,
  Twin<typeof collaborateHi, TwinOf<typeof collaborateEn>>,
  Twin<typeof contactHi, TwinOf<typeof contactEn>>,
  Twin<typeof donateHi, TwinOf<typeof donateEn>>,
  Twin<typeof emailVerificationHi, TwinOf<typeof emailVerificationEn>>,
  Twin<typeof eventsHi, TwinOf<typeof eventsEn>>,
  Twin<typeof eventsPageHi, TwinOf<typeof eventsPageEn>>,
  Twin<typeof galleryHi, TwinOf<typeof galleryEn>>,
  Twin<typeof homeHi, TwinOf<typeof homeEn>>,
  Twin<typeof imagesHi, TwinOf<typeof imagesEn>>,
  Twin<typeof internHi, TwinOf<typeof internEn>>,
  Twin<typeof joinLinksHi, TwinOf<typeof joinLinksEn>>,
  Twin<typeof newsHi, TwinOf<typeof newsEn>>,
  Twin<typeof notFoundHi, TwinOf<typeof notFoundEn>>,
  Twin<typeof policiesHi, TwinOf<typeof policiesEn>>,
  Twin<typeof programmeDescriptionsHi, TwinOf<typeof programmeDescriptionsEn>>,
  Twin<typeof programmeSummariesHi, TwinOf<typeof programmeSummariesEn>>,
  Twin<typeof programmesHi, TwinOf<typeof programmesEn>>,
  Twin<typeof projectsHi, TwinOf<typeof projectsEn>>,
  Twin<typeof sharedHi, TwinOf<typeof sharedEn>>,
  Twin<typeof signInHelpHi, TwinOf<typeof signInHelpEn>>,
  Twin<typeof volunteerHi, TwinOf<typeof volunteerEn>>,
];

/** `Hindi` if it has every export of the English twin, in the English shape. */
type Twin<Hindi extends English, English> = Hindi;
