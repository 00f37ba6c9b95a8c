import { useMutation } from '@tanstack/react-query';
import { postTestModeConfirm } from './api.ts';

export function useTestModeConfirm() {
  return useMutation({ mutationFn: postTestModeConfirm });
}
