/** The doc pages of SPEC.md section 2, by route below `docs/`, as the EvalAP site in this repo has them. */
export const EVALAP_DOC_ROUTES = [
  'developer-guide/adding-a-new-metric',
  'developer-guide/increase-parallel-requests',
  'getting-started/install-from-source',
  'getting-started/install-with-docker',
  'user-guides/add-your-dataset',
  'user-guides/create-a-simple-experiment',
  'user-guides/create-experiment-set',
  'user-guides/run-answers-locally',
  'user-guides/use-custom-llm-judge-prompt',
];
