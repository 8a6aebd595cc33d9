import { apiProject } from './vitest.project';

export default apiProject('postgres');
