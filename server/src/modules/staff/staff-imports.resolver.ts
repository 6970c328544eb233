import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { StaffImportsService } from './staff-imports.service';
import {
  CsvMappingGuess,
  CsvMappingGuessArgs,
  ImportJobsArgs,
  ImportJobView,
  SampleProfilesView,
  toImportJobView,
} from './staff-imports.types';

/** The staff area's imports page (/admin/imports). Uploads go to POST /api/admin/imports (staff-imports.rest). */
@Resolver()
export class StaffImportsResolver {
  constructor(private readonly imports: StaffImportsService) {}

  @Authorized('staff')
  @Query(() => [ImportJobView], {
    complexity: FIELD_COST.read,
    description: 'The newest import jobs, uploaded or from the command line, with their progress.',
  })
  async importJobs(@Args(() => ImportJobsArgs) { first }: ImportJobsArgs): Promise<ImportJobView[]> {
    return (await this.imports.jobs(first)).map(toImportJobView);
  }

  @Authorized('staff')
  @Query(() => CsvMappingGuess, {
    complexity: FIELD_COST.read,
    description: "The mapping step of a CSV upload: the file's header row and the column each field would be read from.",
  })
  csvMappingGuess(@Args(() => CsvMappingGuessArgs) { sample, preset }: CsvMappingGuessArgs): CsvMappingGuess {
    return this.imports.guessMapping(sample, preset);
  }

  @Authorized('staff')
  @Query(() => SampleProfilesView, { complexity: FIELD_COST.read, description: 'How many generated sample people the index holds.' })
  sampleProfiles(): Promise<SampleProfilesView> {
    return this.imports.sampleProfiles();
  }

  @Authorized('superadmin')
  @Mutation(() => SampleProfilesView, {
    complexity: FIELD_COST.read,
    description:
      "Removes every sample person in the background (superadmins only): users' lists keep their entries, shown as removed from the index, and the index is not seeded again. None left: CONFLICT. Audited.",
  })
  removeSampleProfiles(@CurrentStaff() staff: StaffSession): Promise<SampleProfilesView> {
    return this.imports.removeSampleProfiles(staff);
  }
}
