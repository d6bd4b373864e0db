// ESLint rule `menagerie/no-untranslated-text` (issue 34): in the folders converted to the
// catalogs (eslint.config.js, TRANSLATED_FILES), a user-facing text written into JSX as a
// literal bypasses the translations. It reports words in JSX text, string literals (and
// template literals) shown as children, and those given to the attributes people read or hear.
// Texts without a letter ('×', '?', '·') and organisers' texts (which arrive as variables) pass.

/** Attributes whose value is shown or spoken: ours (label, text, title...) and the DOM's. */
const USER_FACING_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'label',
  'text',
  'message',
  'empty',
  'hint',
  'description',
  'fallbackName',
  'confirmLabel',
  'cancelLabel',
]);

const LETTER = /\p{L}/u;

/** The literals an expression may show: itself, or either branch of `a ? b : c` / `a || b`. */
function shownLiterals(node) {
  if (!node) return [];
  if (node.type === 'Literal') return typeof node.value === 'string' ? [node] : [];
  if (node.type === 'TemplateLiteral') return [node];
  if (node.type === 'ConditionalExpression') {
    return [...shownLiterals(node.consequent), ...shownLiterals(node.alternate)];
  }
  if (node.type === 'LogicalExpression') {
    return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  return [];
}

function hasWords(node) {
  if (node.type === 'Literal' || node.type === 'JSXText') return LETTER.test(String(node.value));
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => LETTER.test(q.value.cooked));
  return false;
}

export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in JSX goes through the translation catalogs.' },
    messages: {
      literal:
        "User-facing text '{{text}}' bypasses the catalogs: add it to " +
        'src/features/languages/catalogs/*.json and show it with t() (see docs/architecture.md, ' +
        'Languages).',
    },
    schema: [],
  },
  create(context) {
    const report = (node) => {
      const raw = node.type === 'TemplateLiteral' ? context.sourceCode.getText(node) : node.value;
      context.report({
        node,
        messageId: 'literal',
        data: { text: String(raw).trim().slice(0, 40) },
      });
    };
    const check = (nodes) => nodes.filter(hasWords).forEach(report);
    return {
      JSXText(node) {
        check([node]);
      },
      JSXExpressionContainer(node) {
        // Children only; attributes are checked below, by name.
        if (node.parent.type === 'JSXAttribute') return;
        check(shownLiterals(node.expression));
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!USER_FACING_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check([node.value]);
        else if (node.value.type === 'JSXExpressionContainer') {
          check(shownLiterals(node.value.expression));
        }
      },
    };
  },
};

export const i18nPlugin = { rules: { 'no-untranslated-text': noUntranslatedText } };
