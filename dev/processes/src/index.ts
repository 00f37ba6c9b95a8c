export { leaveStopSignalsToCaller, startEmbeddedPostgres, type EmbeddedDatabaseOptions, type EmbeddedDatabaseServer } from './embedded-postgres.ts';
export { startServiceProcess, type ServiceProcess } from './service-process.ts';
export { ephemeralPortRange, freePort, freePorts } from './free-port.ts';
