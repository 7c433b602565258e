import type { GlobalConfig } from 'payload'
import { globalPurgesPublicCache } from '@/lib/publicCache'
import { SiteSettings } from './SiteSettings'
import { WebsiteDescription } from './WebsiteDescription'
import { ContactPage } from './ContactPage'
import { DepartmentIntroduction } from './DepartmentIntroduction'
import { IeltsOptions } from './IeltsOptions'
import { IeltsCourseStructure } from './IeltsCourseStructure'

export const globals: GlobalConfig[] = [
  SiteSettings,
  WebsiteDescription,
  ContactPage,
  DepartmentIntroduction,
  IeltsOptions,
  IeltsCourseStructure,
].map(globalPurgesPublicCache)
