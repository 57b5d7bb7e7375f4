/**
 * The doc pages of the EvalAP site in this repo, by route below `docs/`: the nine of SPEC.md
 * section 2 and the three guides EvalAP's own docs added since (sample-your-dataset,
 * evaluate-your-own-ia-system, create-compliance-experiment), thirteen pages with the intro.
 */
export const EVALAP_DOC_ROUTES = [
  'developer-guide/adding-a-new-metric',
  'developer-guide/increase-parallel-requests',
  'getting-started/install-from-source',
  'getting-started/install-with-docker',
  'user-guides/add-your-dataset',
  'user-guides/create-a-simple-experiment',
  'user-guides/create-compliance-experiment',
  'user-guides/create-experiment-set',
  'user-guides/evaluate-your-own-ia-system',
  'user-guides/run-answers-locally',
  'user-guides/sample-your-dataset',
  'user-guides/use-custom-llm-judge-prompt',
];
