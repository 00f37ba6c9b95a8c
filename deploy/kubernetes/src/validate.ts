import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

/** The kinds the manifests use, by apiVersion and kind, each with its model from the Kubernetes API schemas. */
const models = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
} as const;

export interface ManifestObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/**
 * Validates one object read back from YAML against the schema of its apiVersion and kind (the
 * OpenAPI schemas of the Kubernetes API, compiled by kubernetes-models): a wrong type, a missing
 * required field or an unknown kind throws, naming the object and the field.
 */
export function validateManifestObject(object: unknown): ManifestObject {
  const { apiVersion, kind, metadata } = (object ?? {}) as Partial<ManifestObject>;
  const model = models[`${apiVersion}/${kind}` as keyof typeof models];
  if (!model) throw new Error(`${apiVersion}/${kind}: not a kind the manifests use`);
  try {
    new model(object as never).validate();
  } catch (error) {
    throw new Error(`${kind} ${metadata?.name ?? '(unnamed)'}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return object as ManifestObject;
}

/** Every object of a YAML file (documents separated by ---), each validated. */
export function readManifests(text: string): ManifestObject[] {
  return parseAllDocuments(text).map((document) => {
    if (document.errors.length > 0) throw new Error(document.errors.map((error) => error.message).join('\n'));
    return validateManifestObject(document.toJS());
  });
}
