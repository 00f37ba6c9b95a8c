import { courseSearchQuerySchema, courseSearchResponseSchema } from './course-search.ts';
import type { OperationTable } from './operation.ts';

/** The learning service's search over the course's own text (what the mentor answers from). */
export const courseSearchOperations = {
  searchCourse: {
    method: 'get',
    path: '/api/course-search',
    service: 'learning',
    summary: 'Passages of the course that answer a question, each linked to where it is taught (locked modules named, never quoted)',
    access: 'signed-in',
    query: courseSearchQuerySchema,
    response: courseSearchResponseSchema,
  },
} as const satisfies OperationTable;
