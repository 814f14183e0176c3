// Comments say why, citing the spec's section or a decision of docs/decisions.md: a tracker's number means nothing to
// a reader of the repository (code style; docs/architecture.md "Walls").
const TRACKER_NUMBER = /\b(issue|ticket)\s*#?\d+/i;

const comments = {
  rules: {
    'no-tracker-numbers': {
      meta: {
        type: 'suggestion',
        docs: { description: 'A comment cites the spec or docs/decisions.md, never an issue number.' },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (!TRACKER_NUMBER.test(comment.value)) continue;
              context.report({
                loc: comment.loc,
                message:
                  'Cite the spec section or the decision in docs/decisions.md, not an issue number: a reader of the repository cannot follow it.',
              });
            }
          },
        };
      },
    },
  },
};

export default [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { comments },
    rules: { 'comments/no-tracker-numbers': 'error' },
  },
];
