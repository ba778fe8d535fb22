import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * A component's words come from the locale tables, never from a literal in its code: this walks every
 * component file and lists English it would render or announce on its own. Stories, tests and the
 * test and docs helpers hold example content and are left out.
 */
const src = fileURLToPath(new URL('..', import.meta.url));
const skippedFolders = new Set(['test-support', 'docs-support', 'tokens', 'locale']);
const skippedFile = /\.(stories|test|ssr\.test|unit\.test|guidance)\.tsx?$/;

/** Attributes whose value is read out or shown. */
const spokenAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);
const hasLetters = (text: string) => /\p{L}{2,}/u.test(text);
/**
 * Text outside JSX reads as words when it is a capitalised word ('Menu', not 'ArrowLeft', a key's
 * name) or two words or more ('Page {} of {}'); class names ('ui-pagination__item') are neither.
 */
function readsAsWords(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (!tokens.every((token) => /^[\p{L}\p{N}'’.,:;!?(){}…]+$/u.test(token))) return false;
  if (tokens.length >= 2) return tokens.filter((token) => /\p{L}{2,}/u.test(token)).length >= 2;
  return /^\p{Lu}\p{Ll}+[.:!?]?$/u.test(tokens[0] ?? '');
}

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !skippedFile.test(entry.name) ? [path] : [];
  });
}

/** Where a file says words of its own: JSX text, spoken attributes, strings and templates shown as children, default props. */
function literalWords(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(src, path)}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const staticText = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
    return undefined;
  };
  /** Strings an expression can evaluate to, through conditionals and `??`/`||`. */
  const outcomes = (node: ts.Expression): ts.Node[] => {
    if (ts.isParenthesizedExpression(node)) return outcomes(node.expression);
    if (ts.isConditionalExpression(node)) return [...outcomes(node.whenTrue), ...outcomes(node.whenFalse)];
    if (ts.isBinaryExpression(node)) return [...outcomes(node.left), ...outcomes(node.right)];
    return [node];
  };
  const insideJsx = (node: ts.Node): boolean => {
    for (let at = node.parent; at && !ts.isBlock(at) && !ts.isSourceFile(at); at = at.parent) {
      if (ts.isJsxAttribute(at) || ts.isJsxExpression(at)) return true;
    }
    return false;
  };
  const isComparedOrCased = (node: ts.Node) => {
    const parent = node.parent;
    if (ts.isCaseClause(parent)) return true;
    if (!ts.isBinaryExpression(parent)) return false;
    const operator = parent.operatorToken.kind;
    return [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(operator);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const outcome of outcomes(node.expression)) {
        const text = staticText(outcome);
        if (text !== undefined && hasLetters(text)) report(outcome, text);
      }
    }
    if (ts.isJsxAttribute(node) && spokenAttributes.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const outcome of value ? outcomes(value) : []) {
        const text = staticText(outcome);
        if (text !== undefined && hasLetters(text)) report(outcome, text);
      }
    }
    // Any other text that reads as words, in a constant or a default prop ('Menu', `Page ${page}`); a
    // key's name compared with `event.key` ('ArrowLeft') and a type are not words.
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      !insideJsx(node) &&
      !ts.isLiteralTypeNode(node.parent) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent) &&
      !isComparedOrCased(node)
    ) {
      const text = staticText(node) ?? '';
      if (readsAsWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('finds no words in a component outside the locale tables', () => {
  const files = componentFiles(src);
  expect(files.length).toBeGreaterThan(40);
  expect(files.flatMap((file) => literalWords(file))).toEqual([]);
});

const fixture = `
export function Fixture({ open, max, label = 'Menu' }: { open: boolean; max: number; label?: string }) {
  return (
    <div>
      <button type="button">Close</button>
      <span>{'Error:'}</span>
      <button type="button" aria-label={open ? 'Show password' : label} className="not-words">
        {\`You can enter up to \${max} characters.\`}
      </button>
      {open ? '(required)' : '…'}
    </div>
  );
}`;

it('finds the words it looks for', () => {
  const found = literalWords(join(src, 'fixture.tsx'), fixture).map((line) => line.replace(/^.*?: /, ''));
  expect(found.sort()).toEqual(
    [
      '"Close"',
      '"Error:"',
      '"Show password"',
      '"You can enter up to {} characters."',
      '"(required)"',
      '"Menu"',
    ].sort(),
  );
});
