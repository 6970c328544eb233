import fs from 'node:fs';
import { Router } from 'express';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { queryFirst, queryFlag, sendSuccess, type QueryValue } from '../../common/rest';
import { requireStaff, staffCheckOf } from '../../common/session';
import type { StaffImportsService } from './staff-imports.service';
import { toImportJobView } from './staff-imports.types';

/**
 * The staff imports page's two file routes (its other calls are GraphQL):
 *   POST /api/admin/imports?fileName=&format=&source=[&preset=|&mapping=][&again=true]  the file as
 *        the body (any content type but JSON), streamed to disk; 202 with the queued job, 200 when
 *        the same file was imported before (unless again=true: then it is read anew, 202).
 *   GET  /api/admin/imports/:id/rejects  the job's rejected records (JSON lines).
 */
export function staffImportsRoutes(imports: StaffImportsService): Router {
  const router = Router();

  router.post('/admin/imports', async (req, res) => {
    const staff = requireStaff(await staffCheckOf(req));
    if (req.is('application/json')) throw AppError.badInput('Send the file itself as the body, not JSON.');
    const { job, alreadyImported } = await imports.upload(staff, req, {
      fileName: queryFirst(req.query.fileName as QueryValue) ?? '',
      format: queryFirst(req.query.format as QueryValue) ?? '',
      source: queryFirst(req.query.source as QueryValue) ?? '',
      preset: queryFirst(req.query.preset as QueryValue),
      mapping: queryFirst(req.query.mapping as QueryValue),
      again: queryFlag(req.query.again as QueryValue),
    });
    sendSuccess(
      res,
      {
        message: alreadyImported
          ? 'This file was imported before with this format and source: nothing new to do.'
          : 'Upload received; the import is queued.',
        data: { job: toImportJobView(job), alreadyImported },
      },
      alreadyImported ? 200 : 202,
    );
  });

  router.get('/admin/imports/:id/rejects', async (req, res) => {
    requireStaff(await staffCheckOf(req));
    const id = String(req.params.id);
    const file = isUuid(id) ? await imports.rejectsOf(id) : null;
    if (!file) throw AppError.notFound('This import has no rejected records to download.');
    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
    fs.createReadStream(file.path).pipe(res);
  });

  return router;
}
