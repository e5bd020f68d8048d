import type { FastifyBaseLogger } from 'fastify';
import type { Analyzer } from '../adapters/ai/analyzer.js';
import type { Clock } from '../adapters/clock.js';
import { createJobRuntime } from '../adapters/jobs/job-runtime.js';
import type { Mailer } from '../adapters/mailer/mailer.js';
import type { Storage } from '../adapters/storage/storage.js';
import type { WindowLimiter } from '../adapters/throttle/throttle.js';
import type { ThrottleStore } from '../adapters/throttle/throttle-store.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { DomainEventBus } from '../lib/domain-events.js';
import { setDateLocale } from '../lib/readable-dates.js';
import {
  composeAssistant,
  type AssistantService,
  type ItemIndex,
} from '../modules/assistant/index.js';
import { composeAttachments, type AttachmentsService } from '../modules/attachments/index.js';
import { composeAuth, type AuthService } from '../modules/auth/index.js';
import {
  composeCommunity,
  type BorrowRequestsService,
  type PublicItems,
} from '../modules/community/index.js';
import { composeDashboard, type StatisticsService } from '../modules/dashboard/index.js';
import { composeFeedback, type FeedbackService } from '../modules/feedback/index.js';
import {
  composeFiles,
  type FilesService,
  type IdempotentUploads,
  type StorageSweeper,
} from '../modules/files/index.js';
import {
  composeHouseholds,
  createAccessPolicy,
  type AccessPolicy,
  type HouseholdsService,
  type InvitationsService,
} from '../modules/households/index.js';
import { composeInventory, type InventoryService } from '../modules/inventory/index.js';
import { composeLabels, type LabelsService } from '../modules/labels/index.js';
import { composeLive, type LiveEvents } from '../modules/live/index.js';
import { composeMail } from '../modules/mail/index.js';
import { composeNotifications, type NotificationsService } from '../modules/notifications/index.js';
import {
  composePortability,
  type ExportService,
  type ImportService,
  type ReportService,
} from '../modules/portability/index.js';
import { composePlaces, type PlacesService } from '../modules/places/index.js';
import { composeProfile, type ProfileService } from '../modules/profile/index.js';
import {
  composeReminders,
  type LoanRemindersService,
  type WarrantyRemindersService,
} from '../modules/reminders/index.js';
import {
  AccountLoans,
  composeShareRecords,
  composeSharing,
  type SharingService,
} from '../modules/sharing/index.js';
import { buildModels, buildPlatform, type AppOverrides } from './platform.js';

export type { AppOverrides } from './platform.js';

/** Every service of the application, built once from the config: the composition root. */
export interface AppServices {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  storage: Storage;
  throttleStore: ThrottleStore;
  events: DomainEventBus;
  authService: AuthService;
  profileService: ProfileService;
  mailLimiter: WindowLimiter;
  filesService: FilesService;
  idempotentUploads: IdempotentUploads;
  inventoryService: InventoryService;
  attachments: AttachmentsService;
  labels: LabelsService;
  placesService: PlacesService;
  exportService: ExportService;
  reportService: ReportService;
  importService: ImportService;
  sharingService: SharingService;
  publicItems: PublicItems;
  borrowRequests: BorrowRequestsService;
  notifications: NotificationsService;
  live: LiveEvents;
  loanReminders: LoanRemindersService;
  warrantyReminders: WarrantyRemindersService;
  statistics: StatisticsService;
  itemIndex: ItemIndex;
  assistant: AssistantService;
  feedbackService: FeedbackService;
  feedbackLimiter: WindowLimiter;
  storageSweeper: StorageSweeper;
  access: AccessPolicy;
  householdsService: HouseholdsService;
  invitationsService: InvitationsService;
  /** Created on first use: loading models costs memory and time. */
  analyzer: () => Analyzer;
}

/** The services, and what starts their background work and releases what they hold. */
export interface AppComposition {
  services: AppServices;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds every service from the config (or the test's overrides): the one place that knows how
 * the application is wired together. Each module composes itself from what it is handed.
 */
export async function buildServices(
  config: Config,
  overrides: AppOverrides,
  log: FastifyBaseLogger,
): Promise<AppComposition> {
  const platform = await buildPlatform(config, overrides, log);
  const { database, clock, mailer, storage, throttleStore, events } = platform;
  setDateLocale(config.locale);
  const models = buildModels(platform, overrides);
  // All background work: durable jobs on the database's queue (in-process only in tests).
  const jobs = createJobRuntime({
    database,
    log,
    queue:
      overrides.jobs === false
        ? false
        : {
            pollingSeconds:
              overrides.jobs?.pollingSeconds ?? Math.min(10, config.reminderCheckIntervalSeconds),
          },
  });
  const mail = composeMail(platform);
  const live = composeLive(platform, { channel: overrides.liveChannel });
  const { notifications, accountMail } = composeNotifications(platform, {
    live: live.live,
    outbox: mail.outbox,
  });
  const { sharingRepository } = composeShareRecords(platform);
  const { households, access } = createAccessPolicy(database.db, sharingRepository);
  const assistant = composeAssistant(platform, {
    embedder: models.embedder,
    provider: models.assistantProvider,
    runSoon: jobs.runSoon,
  });
  const { attachments } = composeAttachments(platform, { access });
  const inventory = composeInventory(platform, {
    loans: sharingRepository,
    access,
    attachments,
    sharingInfo: (viewerId, itemIds) => sharing.sharingService.sharingInfo(viewerId, itemIds),
    semanticSearch: assistant.semanticSearch,
  });
  const feedback = composeFeedback(platform);
  const places = composePlaces(platform, {
    access,
    inventoryService: inventory.inventoryService,
  });
  const files = composeFiles(platform, {
    access,
    inventory: inventory.inventoryRepository,
    analyzer: models.analyzer,
    otherStoredKeys: [(keys) => feedback.feedbackService.referencedKeys(keys)],
  });
  const sharing = composeSharing(platform, {
    sharingRepository,
    access,
    files: files.filesRepository,
    inventory: inventory.inventoryRepository,
    mailQuota: mail.mailQuota,
  });
  const portability = composePortability(platform, {
    inventory: inventory.inventoryRepository,
    present: (userId, rows) => inventory.inventoryService.present(userId, rows),
  });
  const community = composeCommunity(platform, {
    publicItems: inventory.publicItemsRepository,
    sharing: sharing.sharingService,
    mailQuota: mail.mailQuota,
    access,
  });
  const { statistics } = composeDashboard(platform, {
    items: inventory.itemStatistics,
    files: files.filesRepository,
    shares: sharingRepository,
  });
  const accountLoans = new AccountLoans({ db: database.db, notifications, clock, events });
  const auth = composeAuth(platform, {
    hasher: overrides.hasher,
    accountMail,
    removeStoredFiles: (userId) => files.filesService.deleteStoredFilesOfUser(userId),
    beforeDeleteUser: (user) => accountLoans.closeLoansOf(user),
  });
  const { profileService } = composeProfile(platform, {
    users: auth.users,
    sessions: auth.authService,
  });
  const householdServices = composeHouseholds(platform, {
    households,
    access,
    guard: auth.verificationGuard,
    mail: accountMail,
    notifications,
    onMembersChanged: (householdId) => statistics.invalidateHousehold(householdId),
  });
  const reminders = composeReminders(platform, {
    shares: sharingRepository,
    requests: community.borrowRequestsRepository,
    warranties: inventory.warranties,
    notifications,
    live: live.live,
  });
  jobs.register([...files.jobs, ...assistant.jobs, ...mail.jobs, ...auth.jobs, ...reminders.jobs]);
  const services: AppServices = {
    config,
    database,
    mailer,
    clock,
    storage,
    throttleStore,
    events,
    authService: auth.authService,
    profileService,
    mailLimiter: auth.mailLimiter,
    filesService: files.filesService,
    idempotentUploads: files.idempotentUploads,
    inventoryService: inventory.inventoryService,
    attachments,
    labels: composeLabels(platform, { access }).labels,
    placesService: places.placesService,
    ...portability,
    sharingService: sharing.sharingService,
    publicItems: community.publicItems,
    borrowRequests: community.borrowRequests,
    notifications,
    live: live.live,
    loanReminders: reminders.loanReminders,
    warrantyReminders: reminders.warrantyReminders,
    statistics,
    itemIndex: assistant.itemIndex,
    assistant: assistant.assistant,
    ...feedback,
    storageSweeper: files.storageSweeper,
    access,
    ...householdServices,
    analyzer: models.analyzer,
  };
  return {
    services,
    async start() {
      // Leftovers of a crash, embeddings and mails still owed are taken care of by the jobs,
      // started first: on a new database their queue's tables exist only once they have started.
      await jobs.start();
      assistant.itemIndex.start();
    },
    async close() {
      await jobs.stop();
      await live.close();
      await auth.close();
      await mail.outbox.close();
      await assistant.itemIndex.close();
      await files.close();
      await models.close();
      await platform.close();
    },
  };
}
