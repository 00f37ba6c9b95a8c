import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessImpactInput, RoiCalculationInput } from '@academy/contracts';
import {
  deleteBusinessImpact,
  deleteRoiCalculation,
  getBusinessImpact,
  getLearningSessions,
  getRoiCalculations,
  getSkillRecords,
  postBusinessImpact,
  postRoiCalculation,
  putBusinessImpact,
  putRoiCalculation,
} from './api.ts';
import { analyticsKeys } from './query-keys.ts';

// Read fresh on every visit: a calculator elsewhere may have just saved an ROI calculation.
export const useLearningSessions = () => useQuery({ queryKey: analyticsKeys.sessions(), queryFn: getLearningSessions, staleTime: 0 });
export const useSkillRecords = () => useQuery({ queryKey: analyticsKeys.skills(), queryFn: getSkillRecords, staleTime: 0 });
export const useBusinessImpact = () => useQuery({ queryKey: analyticsKeys.metrics(), queryFn: getBusinessImpact, staleTime: 0 });
export const useRoiCalculations = () => useQuery({ queryKey: analyticsKeys.roiCalculations(), queryFn: getRoiCalculations, staleTime: 0 });

export function useAddMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessImpactInput) => postBusinessImpact(input),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.metrics() }),
  });
}

export function useDeleteMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBusinessImpact(id),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.metrics() }),
  });
}

export function useAddRoiCalculation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoiCalculationInput) => postRoiCalculation(input),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.roiCalculations() }),
  });
}

export function useDeleteRoiCalculation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRoiCalculation(id),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.roiCalculations() }),
  });
}

export function useUpdateMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: BusinessImpactInput }) => putBusinessImpact(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.metrics() }),
  });
}

export function useUpdateRoiCalculation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RoiCalculationInput }) => putRoiCalculation(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.roiCalculations() }),
  });
}
