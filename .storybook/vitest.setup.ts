import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview.tsx';
import { storyTestAnnotations } from './story-test/annotations.ts';
import './story-test/story-page.css';

// The story tests compose the project's annotations themselves, to add theirs (story-test/annotations.ts).
// Theirs come first: Storybook runs `afterEach` hooks last to first, so the pictures are taken after axe
// and the preview's reflow check have judged the story as it was drawn.
setProjectAnnotations([storyTestAnnotations, a11yAnnotations, previewAnnotations]);
