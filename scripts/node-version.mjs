/** Why a Node version cannot run this project, or undefined when it can (Node 24 or newer). */
export const MINIMUM_NODE_MAJOR = 24;

export const nodeVersionProblem = (version) => {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return undefined;
  return (
    `Shop Scanner needs Node ${MINIMUM_NODE_MAJOR} or newer, but this is Node ${version}.\n` +
    "Run it through npm (npm start, npm test): npm puts the project's Node 24 first on PATH.\n" +
    'If that still fails, run `npm install` so node_modules/.bin/node exists.'
  );
};
