import type { GlobalConfig } from 'payload'
import { globalPurgesPublicCache } from '@/lib/publicCache'
import { SiteSettings } from './SiteSettings'
import { WebsiteDescription } from './WebsiteDescription'
import { ContactPage } from './ContactPage'
import { DepartmentIntroduction } from './DepartmentIntroduction'
import { IeltsOptions } from './IeltsOptions'
import { IeltsCourseStructure } from './IeltsCourseStructure'
import { OfficeHours } from './OfficeHours'
import { ReminderSettings } from './ReminderSettings'
import { SearchSettings } from './SearchSettings'
import { EntrySettings } from './EntrySettings'
import { CentrePage } from './CentrePage'
import { IeltsPage } from './IeltsPage'

export const globals: GlobalConfig[] = [
  ...[
    SiteSettings,
    WebsiteDescription,
    ContactPage,
    DepartmentIntroduction,
    IeltsOptions,
    IeltsCourseStructure,
    OfficeHours,
    CentrePage,
    IeltsPage,
    ReminderSettings,
    SearchSettings,
    // The centre fee is in GET /api/get-open-entries.
    EntrySettings,
  ].map(globalPurgesPublicCache),
]
