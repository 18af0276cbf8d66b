/**
 * Imported first by operator commands: without a real project named (GCLOUD_PROJECT other than a
 * `demo-` one), they work on the Emulator Suite's demo project, as `npm start` runs it.
 */
const project = process.env.GCLOUD_PROJECT;
if (!project || project.startsWith('demo-')) {
  process.env.GCLOUD_PROJECT = project ?? 'demo-catrep';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
}
