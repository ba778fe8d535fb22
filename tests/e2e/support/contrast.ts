import { expect, test, type Page } from '@playwright/test';

/** What the page's contrast walk finds: the texts under their minimum, and those it cannot judge. */
interface ContrastFindings {
  failures: string[];
  unknowable: string[];
  checked: number;
}

/**
 * Runs in the page: every visible text node, its colour and the background actually behind it,
 * computed from the styles (not from axe, which leaves some of them 'needs review'). The background is
 * the element's own and its ancestors' background colours, laid over each other until one is opaque,
 * over the canvas. A background image or gradient on the way makes it unknowable: that text is named
 * and left out, never guessed. Text of a disabled control and text drawn for screen readers only
 * (a 1 × 1 clipped box) are exempt, as WCAG 1.4.3 exempts them. The walk follows ancestors only: a
 * text moved by positioning over an <img> it does not sit in is measured against its ancestors'
 * background, not the picture.
 */
async function walkContrast(): Promise<ContrastFindings> {
  // A colour scheme just switched is still fading in: measure the colours it ends on. An animation
  // cancelled meanwhile (a closing dialog's, a transition the next change replaced) rejects `finished`
  // with an AbortError; it has ended all the same.
  await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read colours with');
  type Rgba = [number, number, number, number];
  /** Any CSS colour the browser computes (rgb(), oklch(), color-mix()…) as sRGB 0–255 and alpha 0–1. */
  const rgba = (css: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const canvasColour = rgba(
    getComputedStyle(document.documentElement).colorScheme.includes('dark') ? '#121212' : '#fff',
  );
  const describe = (element: Element, text: string) =>
    `"${text.trim().replace(/\s+/g, ' ').slice(0, 60)}" in <${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>`;

  const findings: ContrastFindings = { failures: [], unknowable: [], checked: 0 };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const element = node.parentElement;
    if (!text.trim() || !element || element.closest('script, style, noscript, template')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue; // for screen readers only, or collapsed
    if (element.closest(':disabled')) continue;

    const style = getComputedStyle(element);
    let background: Rgba = [0, 0, 0, 0];
    let opacity = 1;
    let unknowable = '';
    for (let layer: Element | null = element; layer; layer = layer.parentElement) {
      const layerStyle = getComputedStyle(layer);
      opacity *= Number(layerStyle.opacity);
      if (layerStyle.backgroundImage !== 'none' && background[3] < 1) {
        unknowable = `a background image or gradient on <${layer.tagName.toLowerCase()}>`;
        break;
      }
      background = over(background, rgba(layerStyle.backgroundColor));
      if (background[3] >= 1) break;
    }
    if (unknowable) {
      findings.unknowable.push(`${describe(element, text)}: ${unknowable}`);
      continue;
    }
    background = over(background, canvasColour);
    const colour = rgba(style.color);
    colour[3] *= opacity;
    const seen = over(colour, background);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const minimum = large ? 3 : 4.5;
    const measured = ratio(seen, background);
    findings.checked += 1;
    if (measured < minimum)
      findings.failures.push(
        `${describe(element, text)}: ${measured.toFixed(2)}:1, under ${minimum}:1 (${style.color} on rgb(${background.slice(0, 3).map(Math.round).join(', ')}))`,
      );
  }
  return findings;
}

/**
 * Fails when any visible text on the page, as it is now, is under 4.5:1 against what is behind it
 * (3:1 for large text: 24 px, or 18.66 px bold). Texts whose background cannot be known are attached
 * to the test's report by name, so a reader sees what was not judged and why.
 */
export async function expectReadableText(page: Page, state: string) {
  const findings = await page.evaluate(walkContrast);
  expect(findings.checked, `texts checked in ${state}`).toBeGreaterThan(0);
  for (const text of findings.unknowable)
    test.info().annotations.push({ type: 'contrast not judged', description: `${state}: ${text}` });
  expect(findings.failures, `texts under their contrast minimum in ${state}`).toEqual([]);
}
