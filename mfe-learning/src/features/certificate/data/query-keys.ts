/** Query keys of certificates, namespaced [slice, feature, ...]. */
export const certificateKeys = {
  all: ['learning', 'certificate'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  verification: (id: string) => [...certificateKeys.all, 'verification', id] as const,
};
