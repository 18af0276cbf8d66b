/** swagger-ui-dist's own folder (its `absolute-path.js`, typed here: the package has no types). */
declare module 'swagger-ui-dist/absolute-path.js' {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
