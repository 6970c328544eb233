import type { Readable } from 'node:stream';
import type { StaffSession } from '../../common/session';
import type { ImportJob } from '../imports/import-job.entity';
import type { ImportUploadsService, MappingGuess, UploadRequest, UploadResult } from '../imports/import-uploads.service';
import type { SampleProfilesService, SampleProfilesState } from '../profiles/sample-profiles.service';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';

/** The staff area's imports page: uploads (audited), their jobs and rejects, and removing the sample people (superadmins, audited). */
export class StaffImportsService {
  constructor(
    private readonly uploads: ImportUploadsService,
    private readonly sample: SampleProfilesService,
    private readonly audit: AuditService,
  ) {}

  upload(actor: StaffSession, body: Readable, req: UploadRequest): Promise<UploadResult> {
    return this.uploads.upload(body, req, {
      staffId: actor.staffId,
      audit: (manager, job, { again }) =>
        this.audit.record(manager, {
          staffId: actor.staffId,
          action: AUDIT_ACTIONS.importUpload,
          targetType: 'import',
          targetId: job.id,
          details: { fileName: job.fileName, format: job.format, source: job.source, ...(again ? { again: true } : {}) },
        }),
    });
  }

  jobs(first: number): Promise<ImportJob[]> {
    return this.uploads.newest(first);
  }

  rejectsOf(jobId: string): Promise<{ path: string; name: string } | null> {
    return this.uploads.rejectsOf(jobId);
  }

  guessMapping(sample: string, preset?: string | null): MappingGuess {
    return this.uploads.guessMapping(sample, preset);
  }

  sampleProfiles(): Promise<SampleProfilesState> {
    return this.sample.state();
  }

  removeSampleProfiles(actor: StaffSession): Promise<SampleProfilesState> {
    return this.sample.requestRemoval(actor.staffId, (manager, count) =>
      this.audit.record(manager, { staffId: actor.staffId, action: AUDIT_ACTIONS.sampleRemove, targetType: 'index', details: { count } }),
    );
  }
}
