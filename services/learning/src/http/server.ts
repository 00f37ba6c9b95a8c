import { learningOperations } from '@academy/contracts';
import path from 'node:path';
import { defineService, unlessUserDeleted, type ServiceContext, type ServiceOptions } from '@academy/service-kit';
import { migrationsFolder, type LearningConfig } from '../config.ts';
import { createActivityRepository } from '../data/activity.repository.ts';
import { loadCertificateFonts } from '../data/certificate-fonts.ts';
import { loadCertificateKeys } from '../data/certificate-keys.ts';
import { createCertificatesRepository } from '../data/certificates.repository.ts';
import { loadModuleFiles } from '../data/content-loader.ts';
import { courseSearchEntriesOf } from '../data/course-search-entries.ts';
import { createCourseSearchRepository } from '../data/course-search.repository.ts';
import { createMentorLlmRephraser } from '../data/mentor-llm.client.ts';
import { loadCaseStudies, loadSkillAssessment } from '../data/content-files.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import { signCertificatesIssuedUnsigned } from '../domain/certificates.use-case.ts';
import { rememberLearnerName } from '../domain/issue-certificate.use-case.ts';
import { onEntitlementGranted } from '../domain/on-entitlement-granted.use-case.ts';
import { onEntitlementRevoked } from '../domain/on-entitlement-revoked.use-case.ts';
import { createEntitlementsRepository } from '../data/entitlements.repository.ts';
import { createLearnerRepository } from '../data/learner.repository.ts';
import { createLearnerNamesRepository } from '../data/learner-names.repository.ts';
import { createModulesRepository } from '../data/modules.repository.ts';
import { createProgressRepository } from '../data/progress.repository.ts';
import { createQuizAttemptsRepository } from '../data/quiz-attempts.repository.ts';
import { schema } from '../data/schema.ts';
import { createStatsRepository } from '../data/stats.repository.ts';
import { createStudySessionsRepository } from '../data/study-sessions.repository.ts';
import { createStreakFreezesRepository } from '../data/streak-freezes.repository.ts';
import { onStreakFreezePurchased } from '../domain/streak-freeze.use-case.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { courseSearchRoutes } from './course-search.routes.ts';
import { warmUp } from './warm-up.ts';
import { learnerRoutes } from './learner.routes.ts';
import { learningPathRoutes } from './learning-path.routes.ts';
import { moduleUpdatesRoutes } from './module-updates.routes.ts';
import { modulesRoutes } from './modules.routes.ts';
import { templatesRoutes } from './templates.routes.ts';

/**
 * The learning service. Its content is read (and checked) before anything listens: a broken file
 * stops the start. start() applies migrations, signs certificates issued unsigned, syncs the
 * catalogue and the mentor's search index, warms the connections, then listens and starts
 * delivering its events.
 */
export const createLearningService = defineService({
  name: 'learning',
  database: { schema, migrations: migrationsFolder },
  async assemble({ config, logger, database, transaction, identity }: ServiceContext<LearningConfig, typeof schema>) {
    const [moduleFiles, caseStudyFiles, assessment, certificateKeys, certificateFonts] = await Promise.all([
      loadModuleFiles(config.CONTENT_DIR),
      loadCaseStudies(config.CONTENT_DIR),
      loadSkillAssessment(config.CONTENT_DIR),
      loadCertificateKeys({
        signingKey: config.CERTIFICATE_SIGNING_KEY,
        keyFile: config.CERTIFICATE_KEY_FILE,
        previousPublicKeys: config.CERTIFICATE_PREVIOUS_PUBLIC_KEYS,
      }),
      loadCertificateFonts(),
    ]);
    const { db } = database;
    const modules = createModulesRepository(db);
    const entitlements = createEntitlementsRepository(db);
    const deps = {
      transaction,
      modules,
      entitlements,
      identity,
      progress: createProgressRepository(db),
      activity: createActivityRepository(db),
      learner: createLearnerRepository(db),
      stats: createStatsRepository(db),
      sessions: createStudySessionsRepository(),
      attempts: createQuizAttemptsRepository(),
      freezes: createStreakFreezesRepository(),
      certificates: createCertificatesRepository(db),
      learnerNames: createLearnerNamesRepository(),
      keys: certificateKeys,
      publicUrl: config.PUBLIC_URL,
      assessment,
    };
    const courseSearch = createCourseSearchRepository(db);
    const rephrase = config.MENTOR_LLM_URL
      ? createMentorLlmRephraser({ url: config.MENTOR_LLM_URL, apiKey: config.MENTOR_LLM_API_KEY, model: config.MENTOR_LLM_MODEL, logger })
      : undefined;
    const templatesDirectory = path.join(config.CONTENT_DIR, 'templates');
    return {
      rateLimits: config.WRITE_RATE_LIMIT ? { policies: { write: { limit: config.WRITE_RATE_LIMIT, windowMs: 60_000 } } } : {},
      events: {
        // Events about a user that arrive after their deletion (written before it) bring nothing back.
        'entitlement.granted': unlessUserDeleted(
          (event) => event.data.userId,
          (tx, event) => onEntitlementGranted(deps, tx, event),
        ),
        'user.created': unlessUserDeleted(
          (event) => event.data.userId,
          (tx, event) => rememberLearnerName(deps, tx, event),
        ),
        'user.updated': unlessUserDeleted(
          (event) => event.data.userId,
          (tx, event) => rememberLearnerName(deps, tx, event),
        ),
        'entitlement.revoked': (tx, event) => onEntitlementRevoked(deps, tx, event),
        'user.deleted': (tx, event) => onUserDeleted(deps, tx, event),
        'streak_freeze.purchased': unlessUserDeleted((event) => event.data.userId, onStreakFreezePurchased(deps)),
      },
      routes: [
        modulesRoutes({ modules, entitlements, identity, progress: deps.progress }),
        learnerRoutes(deps),
        learningPathRoutes(deps),
        moduleUpdatesRoutes(deps),
        certificatesRoutes({ ...deps, fonts: certificateFonts }),
        templatesRoutes({ identity, directory: templatesDirectory }),
        courseSearchRoutes({ courseSearch, modules, entitlements, identity, ...(rephrase ? { rephrase } : {}) }),
      ],
      startup: [
        async () => {
          const signed = await signCertificatesIssuedUnsigned(deps);
          if (signed > 0) logger.info({ signed }, 'signed the certificates issued before certificates were signed at issue');
        },
        async () => {
          await modules.syncCatalogue(moduleFiles);
          await modules.syncCaseStudies(caseStudyFiles);
          // The mentor searches what was just loaded: the index is rebuilt with the catalogue.
          await courseSearch.replaceAll(await courseSearchEntriesOf(moduleFiles, caseStudyFiles, templatesDirectory));
        },
        () => warmUp(deps, { connections: database.pool.options.max, logger }),
      ],
      // What a class opening the dashboard at once asks for.
      warmUp: [learningOperations.getStats, learningOperations.getProgress, learningOperations.getModules],
    };
  },
});
export type LearningService = Awaited<ReturnType<typeof createLearningService>>;
export type LearningServiceOptions = ServiceOptions;
