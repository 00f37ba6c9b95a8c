import { serviceNames, sliceNames, type SliceName } from '@academy/contracts';
import { stringify } from 'yaml';
import { exampleSecrets, exampleSiteConfigMap } from './examples.ts';
import { gatewayObjects, migrationJob, platformIngress, remoteObjects, serviceObjects, sliceIngress, type KubernetesObject } from './objects.ts';
import type { ClusterSettings } from './settings.ts';

/**
 * The files of a render, by path under deploy/kubernetes: manifests/<slice>/ (a slice's objects and
 * its migration Job, applied on their own), manifests/platform/ (the gateway with the shell, and the
 * Ingress of what no slice owns), examples/ (what the operator writes). Every object is validated
 * against the Kubernetes API schemas before it is written.
 */
export function renderFiles(settings: ClusterSettings): Map<string, string> {
  const files = new Map<string, string>();
  const add = (file: string, objects: readonly { validate(): void; toJSON(): unknown }[]) => {
    for (const object of objects) object.validate();
    files.set(file, `${HEADER}${objects.map((object) => stringify(object.toJSON(), { lineWidth: 0 })).join('---\n')}`);
  };
  for (const name of serviceNames) {
    const remote: KubernetesObject[] = (sliceNames as readonly string[]).includes(name) ? remoteObjects(name as SliceName, settings) : [];
    add(`manifests/${name}/migrate.yaml`, [migrationJob(name, settings)]);
    add(`manifests/${name}/${name}.yaml`, [...serviceObjects(name, settings), ...remote, sliceIngress(name, settings)]);
  }
  add('manifests/platform/gateway.yaml', [...gatewayObjects(settings), platformIngress(settings)]);
  add('examples/site.yaml', [exampleSiteConfigMap(settings)]);
  add('examples/secrets.yaml', exampleSecrets(settings));
  return files;
}

const HEADER = '# Rendered by deploy/kubernetes (npm -w @academy/kubernetes run render); edit src/, not this file.\n';
