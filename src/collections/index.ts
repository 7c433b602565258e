import type { CollectionConfig } from 'payload'
import { Users } from './Users'
import { Media } from './Media'
import { ExamCategories } from './ExamCategories'
import { Exams } from './Exams'
import { ExamSeries } from './ExamSeries'
import { DownloadCategories } from './DownloadCategories'
import { Downloads } from './Downloads'
import { Blogs } from './Blogs'
import { Events } from './Events'
import { SliderItems } from './SliderItems'
import { Notifications } from './Notifications'
import { Values } from './Values'
import { ContactMessages } from './ContactMessages'
import { Enquiries } from './Enquiries'
import { ExamVenues } from './ExamVenues'
import { PracticalGuides } from './PracticalGuides'
import { ReminderSubscriptions } from './ReminderSubscriptions'
import { ReminderSends } from './ReminderSends'
import { ClassIntakes } from './ClassIntakes'
import { Entries } from './Entries'
import { EntryAccessLog } from './EntryAccessLog'
import { EntryFiles } from './EntryFiles'
import { Payments } from './Payments'
import { PaymentNotifications } from './PaymentNotifications'
import { purgesPublicCache } from '@/lib/publicCache'

// Visitors' messages and staff accounts never appear on the public site; everything else does.
export const collections: CollectionConfig[] = [
  ContactMessages,
  Enquiries,
  ...[
    Exams,
    ExamSeries,
    ExamCategories,
    Downloads,
    DownloadCategories,
    Blogs,
    Events,
    SliderItems,
    Notifications,
    Values,
    Media,
    ExamVenues,
    PracticalGuides,
    ClassIntakes,
  ].map((collection) => purgesPublicCache(collection)),
  // Not public content, but the reminders' manage page shows a subscription (purged when it changes).
  purgesPublicCache(ReminderSubscriptions),
  ReminderSends,
  // Candidates' entries and their payments: the entries role only (docs/entries.md). The IELTS and PTE
  // pages count an intake's booked seats: an entry's change purges them.
  purgesPublicCache(Entries),
  Payments,
  PaymentNotifications,
  EntryFiles,
  EntryAccessLog,
  Users,
]
